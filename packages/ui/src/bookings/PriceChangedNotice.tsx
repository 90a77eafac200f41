import { Alert, Button, Space } from 'antd';

export interface PriceChangedNoticeProps {
  title: string;
  /** What moved, one line each (before and now). */
  changes: { key: string | number; text: string }[];
  acceptLabel: string;
  onAccept(): void;
  /** Going back to choose another offer, when the screen offers it. */
  other?: { label: string; onClick(): void };
}

/** A re-check found a new price: the agent accepts it before booking, or chooses another offer. */
export function PriceChangedNotice({ title, changes, acceptLabel, onAccept, other }: PriceChangedNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="price-changed"
      title={title}
      description={
        <Space orientation="vertical">
          {changes.map((change) => (
            <span key={change.key}>{change.text}</span>
          ))}
          <Space wrap>
            <Button type="primary" onClick={onAccept} data-testid="accept-price">
              {acceptLabel}
            </Button>
            {other ? <Button onClick={other.onClick}>{other.label}</Button> : null}
          </Space>
        </Space>
      }
    />
  );
}
