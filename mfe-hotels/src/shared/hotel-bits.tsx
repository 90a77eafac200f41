import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDeadline, CancellationPolicy } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';
import { deadlineTexts } from './deadline';

/** A hotel's category as stars, read out as "4 stars". */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('results.starsLabel', { count })} style={{ color: '#f5a623', letterSpacing: 1 }}>
      {'★'.repeat(count)}
    </span>
  );
}

export function RefundableTag({ refundable }: { refundable: boolean }) {
  const { t } = useTranslation();
  return <Tag color={refundable ? 'green' : 'red'}>{t(refundable ? 'results.refundable' : 'results.nonRefundable')}</Tag>;
}

/** A deadline as the hotel's clock shows it and in UTC. */
export function useDeadline(): (deadline: BookingDeadline) => { local: string; utc: string } {
  const { dateTimeFormat } = useUserFormat();
  return (deadline) => deadlineTexts(deadline, dateTimeFormat);
}

/** A rate's cancellation policy as the service states it, in plain words: free until, then each penalty from its date. */
export function PolicyView({ policy, currency }: { policy: CancellationPolicy; currency: string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const deadline = useDeadline();
  return (
    <Space orientation="vertical" size={2} data-testid="cancellation-policy">
      {!policy.refundable ? <Typography.Text type="danger">{t('policy.nonRefundable')}</Typography.Text> : null}
      {policy.freeUntil ? <Typography.Text type="success">{t('policy.freeUntil', deadline(policy.freeUntil))}</Typography.Text> : null}
      {policy.penalties.map((penalty) => (
        <Typography.Text key={penalty.from.utc}>{t('policy.penalty', { amount: format.money(penalty.amount, currency), ...deadline(penalty.from) })}</Typography.Text>
      ))}
    </Space>
  );
}

/** At booking, or pay later by the agent's deadline (hotel clock and UTC). */
export function PaymentModel({ paymentDeadline }: { paymentDeadline: BookingDeadline | null }) {
  const { t } = useTranslation();
  const deadline = useDeadline();
  return <Typography.Text type="secondary">{paymentDeadline ? t('policy.payLater', deadline(paymentDeadline)) : t('policy.payAtBooking')}</Typography.Text>;
}

/** The supplier's remarks in the reader's language. */
export function RateComments({ comments }: { comments: readonly { en: string; fr: string }[] }) {
  const { language } = useUserFormat();
  if (comments.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="rate-comments">
      {comments.map((comment, index) => (
        <li key={index}>{comment[language]}</li>
      ))}
    </ul>
  );
}
