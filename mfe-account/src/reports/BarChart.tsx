import { Empty, Flex, Typography } from 'antd';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** What the bar shows, e.g. a formatted amount. */
  text: string;
}

/** Horizontal bars scaled to the largest value: light, accessible (each row reads as label and value). */
export function BarChart({ bars, emptyText, color = '#0b63ce' }: { bars: Bar[]; emptyText: string; color?: string }) {
  const largest = Math.max(0, ...bars.map((bar) => Math.abs(bar.value)));
  if (bars.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Flex vertical gap={10} role="list">
      {bars.map((bar) => (
        <div key={bar.key} role="listitem">
          <Flex justify="space-between" gap={12}>
            <Typography.Text ellipsis style={{ maxWidth: '60%' }}>
              {bar.label}
            </Typography.Text>
            <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
              {bar.text}
            </Typography.Text>
          </Flex>
          <div style={{ height: 8, borderRadius: 4, background: '#edf1f7', marginTop: 4 }} aria-hidden="true">
            <div
              style={{
                // A small value keeps a visible sliver; nothing shows as nothing.
                width: `${bar.value === 0 || largest === 0 ? 0 : Math.max(2, (Math.abs(bar.value) / largest) * 100)}%`,
                height: '100%',
                borderRadius: 4,
                background: bar.value < 0 ? '#cf1322' : color,
              }}
            />
          </div>
        </div>
      ))}
    </Flex>
  );
}
