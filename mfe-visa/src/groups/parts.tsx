import { Descriptions, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GroupQuoteStatus, GroupQuoteView } from '@portal/contracts';
import { countdownText, errorText, serviceErrorOf, useNow, useUserFormat } from '@portal/ui';

const STATUS_COLOURS: Record<GroupQuoteStatus, string> = {
  awaiting_quote: 'gold',
  quoted: 'blue',
  accepted: 'cyan',
  declined: 'default',
  refused: 'red',
  expired: 'default',
  booked: 'green',
  cancelled: 'default',
};

export function GroupStatusTag({ status }: { status: GroupQuoteStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="group-status">
      {t(`groups.statuses.${status}`)}
    </Tag>
  );
}

/** The 24-hour answer target: time left, or overdue (highlighted); nothing once answered. */
export function DueTimer({ answerDueAt }: { answerDueAt: string | null }) {
  const { t } = useTranslation();
  const now = useNow(answerDueAt !== null);
  if (!answerDueAt) return <Typography.Text type="secondary">{t('groups.answered')}</Typography.Text>;
  const left = Date.parse(answerDueAt) - now;
  return left < 0 ? (
    <Tag color="red" data-testid="group-overdue">
      {t('groups.overdue')}
    </Tag>
  ) : (
    <Typography.Text data-testid="group-due">{t('groups.dueIn', { time: countdownText(left) })}</Typography.Text>
  );
}

/** A refusal in the area's words when it has them, else the common ones. */
export function groupErrorText(t: TFunction, error: unknown): string {
  const code = serviceErrorOf(error)?.code;
  return (code && t(`groups.errors.${code}`, { defaultValue: '' })) || errorText(t, error);
}

/** A room's occupants in the order the request form asks for them; adults always, the others when there are any. */
const OCCUPANTS = ['adults', 'children', 'babies', 'babyBeds'] as const;

/** The request as spec §3 lists it. */
export function GroupRequestDescription({ quote }: { quote: GroupQuoteView }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="group-request">
      <Descriptions.Item label={t('groups.fields.groupName')}>{quote.groupName}</Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.groupType')}>{t(`groups.types.${quote.groupType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.destination')}>{quote.destination}</Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.hotelCategories')}>{quote.hotelCategories.map((stars) => t('groups.stars', { count: stars })).join(', ')}</Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.mealPlans')}>{quote.mealPlans.map((meal) => t(`groups.meals.${meal}`)).join(', ')}</Descriptions.Item>
      <Descriptions.Item label={t('groups.columns.dates')}>
        {format.date(quote.arrival)} – {format.date(quote.departure)} ({t('groups.nightsCount', { count: quote.nights })})
      </Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.rooms')}>
        {quote.rooms.map((room, index) => (
          <div key={index}>
            {t(`groups.roomTypes.${room.type}`)}:{' '}
            {OCCUPANTS.filter((who) => who === 'adults' || room[who] > 0)
              .map((who) => t(`groups.occupancy.${who}`, { count: room[who] }))
              .join(', ')}
          </div>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.additionalServices')}>{quote.additionalServices.map((service) => t(`groups.services.${service}`)).join(', ') || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('groups.fields.specialRequests')}>{quote.specialRequests ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
