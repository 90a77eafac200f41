import { Alert, Button, Space, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AGE_BANDS,
  formatDateTime,
  type ActivityBooking,
  type ActivityCancellationRule,
  type AgeBand,
  type BookingDeadline,
  type CancellationPolicy,
  type ConfirmationType,
  type OfferConfirmation,
} from '@portal/contracts';
import { countdownText, errorText, namePathOf, serviceErrorOf, useHostProps, useNow, useUserFormat } from '@portal/ui';
import { voucherUrl } from './api';
import { cancellationWords, durationWords, type Words } from './product';

/** A text in the reader's language, English when the other is missing. */
export function useLocalized(): (text: { en: string; fr: string }) => string {
  const { language } = useUserFormat();
  return (text) => text[language] || text.en;
}

export function useWords(): (words: Words) => string {
  const { t } = useTranslation();
  return (words) => {
    const values = { ...words.values };
    if (typeof values.band === 'string') values.band = t(`activities.bands.${values.band}`);
    return t(words.key, values);
  };
}

/** What to tell the agent about a failed activities call: activities' own words for a known code, else the portal's. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const code = serviceErrorOf(error)?.code;
    const known = code ? t(`activities.errors.${code}`, { defaultValue: '' }) : '';
    return known || errorText(t, error);
  };
}

/** A reason of the contract's rules in activities' words, else the portal's. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => t(`activities.validation.${reason}`, { defaultValue: '' }) || t(`common:validation.${reason}`, { defaultValue: t('common:validation.invalid') });
}

/** A moment on the activity's clock (its time zone named) and in UTC. */
export function useMoment(): (moment: BookingDeadline) => string {
  const { dateTimeFormat } = useUserFormat();
  return (moment) => `${formatDateTime(`${moment.local.slice(0, 19)}Z`, dateTimeFormat, 'UTC')} (${moment.timeZone}) · ${formatDateTime(moment.utc, dateTimeFormat, 'UTC')} UTC`;
}

/** A `YYYY-MM-DD` day in the user's date pattern. */
export function useDay(): (day: string) => string {
  const { dateTimeFormat } = useUserFormat();
  return (day) => formatDateTime(`${day}T12:00:00Z`, dateTimeFormat.split(' ')[0] ?? 'DD/MM/YYYY', 'UTC');
}

export function Duration({ minutes }: { minutes: number }) {
  const words = useWords();
  return <span>{words(durationWords(minutes))}</span>;
}

export function ConfirmationTag({ type }: { type: ConfirmationType | OfferConfirmation }) {
  const { t } = useTranslation();
  return (
    <Tag color={type === 'instant' ? 'green' : type === 'on_request' ? 'orange' : 'blue'} data-testid="confirmation-type">
      {t(`activities.confirmation.${type}`)}
    </Tag>
  );
}

export function Rating({ rating }: { rating: { average: number; count: number } | null }) {
  const { t } = useTranslation();
  if (!rating) return <Typography.Text type="secondary">{t('activities.rating.none')}</Typography.Text>;
  return (
    <span aria-label={t('activities.rating.label', { average: rating.average.toFixed(1), count: rating.count })}>
      {t('activities.rating.text', { average: rating.average.toFixed(1), count: rating.count })}
    </span>
  );
}

/** The supplier's cancellation terms in plain words. */
export function CancellationRuleView({ rule }: { rule: ActivityCancellationRule }) {
  const words = useWords();
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="cancellation-rule">
      {cancellationWords(rule).map((line) => (
        <li key={`${line.key}${JSON.stringify(line.values)}`}>{words(line)}</li>
      ))}
    </ul>
  );
}

/** The voucher PDF in the screen's language, opened in a new tab: only a confirmed booking has one. */
export function VoucherLink({ booking }: { booking: Pick<ActivityBooking, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const { serverBaseUrl, language } = useHostProps();
  if (booking.status !== 'confirmed') return null;
  return (
    <Button href={voucherUrl(serverBaseUrl, booking.id, language)} target="_blank" rel="noopener noreferrer" data-testid="voucher-link">
      {t('activities.booking.voucher')}
    </Button>
  );
}

/** An on-request booking: the supplier's answer is due by its deadline; what the agency pays (the purchase price) stays held meanwhile. */
export function OnRequestPanel({ booking }: { booking: Pick<ActivityBooking, 'status' | 'onRequestDeadline' | 'purchasePrice' | 'currency' | 'payment'> }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const moment = useMoment();
  const now = useNow();
  if (booking.status !== 'on_request' || !booking.onRequestDeadline) return null;
  const left = Date.parse(booking.onRequestDeadline.utc) - now;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="on-request"
      title={t('activities.onRequest.title')}
      description={
        <Space orientation="vertical" size={2}>
          <span data-testid="on-request-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {left > 0 ? t('activities.onRequest.answerIn', { time: countdownText(left) }) : t('activities.onRequest.overdue')}
          </span>
          <span>{t('activities.onRequest.deadline', { moment: moment(booking.onRequestDeadline) })}</span>
          <span data-testid="held-amount">
            {booking.payment === 'balance' ? t('activities.onRequest.held', { amount: format.money(booking.purchasePrice, booking.currency) }) : t('activities.onRequest.agency')}
          </span>
        </Space>
      }
    />
  );
}

/** Puts the rules' issues on the form fields they name (the request's paths are the form's). */
export function showIssues(form: FormInstance, issues: readonly { field: string; reason: string }[], reason: (reason: string) => string): void {
  form.setFields(issues.map((issue) => ({ name: namePathOf(issue.field), errors: [reason(issue.reason)] })));
}

/** An offer's or booking's cancellation policy as the service turned it into moments: free until, then each penalty from its moment. */
export function PolicyView({ policy, currency }: { policy: CancellationPolicy; currency: string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const moment = useMoment();
  return (
    <Space orientation="vertical" size={2} data-testid="cancellation-policy">
      {!policy.refundable ? <Typography.Text type="danger">{t('activities.policy.nonRefundable')}</Typography.Text> : null}
      {policy.freeUntil ? <Typography.Text type="success">{t('activities.policy.freeUntil', { moment: moment(policy.freeUntil) })}</Typography.Text> : null}
      {policy.penalties.map((penalty) => (
        <Typography.Text key={penalty.from.utc}>{t('activities.policy.penalty', { amount: format.money(penalty.amount, currency), moment: moment(penalty.from) })}</Typography.Text>
      ))}
    </Space>
  );
}

/** Who travels, as booked or offered: "2 × Adult, 1 × Child". */
export function useTravellersText(): (travellers: readonly { band: AgeBand }[]) => string {
  const { t } = useTranslation();
  return (travellers) =>
    AGE_BANDS.map((band) => [band, travellers.filter((traveller) => traveller.band === band).length] as const)
      .filter(([, count]) => count > 0)
      .map(([band, count]) => `${count} × ${t(`activities.bands.${band}`)}`)
      .join(', ');
}
