import { PhoneOutlined } from '@ant-design/icons';
import { Alert, Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS } from '@portal/contracts';
import { openingRanges, serviceHoursIn, timePatternOf, useUserFormat } from '@portal/ui';

/** A weekday's name in the reader's language (1 January 2023 was a Sunday). */
const weekdayName = (weekday: number, language: string) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

/** Spec §1: when advisors answer, in the reader's time zone, and the help phone once 24 hours passed without a reply. */
export function ServiceHoursCard({ showHelpPhone }: { showHelpPhone: boolean }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const ranges = useMemo(() => openingRanges(serviceHoursIn(format.timeZone, timePatternOf(format.dateTimeFormat))), [format.timeZone, format.dateTimeFormat]);
  return (
    <Card size="small" title={t('ticket.hoursTitle')} data-testid="service-hours">
      <Typography.Paragraph type="secondary">{t('ticket.hoursLead', { timeZone: format.timeZone })}</Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, marginBottom: showHelpPhone ? 12 : 0 }}>
        {ranges.map((range) => (
          <li key={range.firstDay}>
            {range.firstDay === range.lastDay ? weekdayName(range.firstDay, format.language) : `${weekdayName(range.firstDay, format.language)} – ${weekdayName(range.lastDay, format.language)}`}
            {': '}
            {range.periods.map((period) => `${period.from}–${period.to}`).join(', ')}
          </li>
        ))}
      </ul>
      {showHelpPhone ? <Alert type="warning" showIcon icon={<PhoneOutlined />} title={t('ticket.helpPhone', { phone: SERVICE_HOURS.helpPhone })} data-testid="help-phone" /> : null}
    </Card>
  );
}
