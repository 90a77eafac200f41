import { Alert, Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useUserFormat } from './host-context';
import { openingRanges, serviceHoursIn, timePatternOf } from './service-hours-view';

/** A weekday's name in the reader's language (1 January 2023 was a Sunday). */
const weekdayName = (weekday: number, language: string) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

export interface ServiceHoursCardProps {
  title: string;
  /** Says whose hours they are, in the reader's time zone. */
  lead: string;
  /** Spec §1's help phone: told as a line, or as a warning once 24 hours passed without a reply. */
  phone?: { text: string; warning: boolean };
  testId: string;
}

/** Spec §1: when the advisors (support, visa) answer, in the reader's time zone and time format, and the help phone. */
export function ServiceHoursCard({ title, lead, phone, testId }: ServiceHoursCardProps) {
  const format = useUserFormat();
  const { language } = format;
  const ranges = useMemo(() => openingRanges(serviceHoursIn(format.timeZone, timePatternOf(format.dateTimeFormat))), [format.timeZone, format.dateTimeFormat]);
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, marginBottom: phone ? 12 : 0 }}>
        {ranges.map((range) => (
          <li key={range.firstDay}>
            {range.firstDay === range.lastDay ? weekdayName(range.firstDay, language) : `${weekdayName(range.firstDay, language)} – ${weekdayName(range.lastDay, language)}`}
            {': '}
            {range.periods.map((period) => `${period.from}–${period.to}`).join(', ')}
          </li>
        ))}
      </ul>
      {phone?.warning ? <Alert type="warning" showIcon title={phone.text} data-testid="help-phone" /> : null}
      {phone && !phone.warning ? <Typography.Text>{phone.text}</Typography.Text> : null}
    </Card>
  );
}
