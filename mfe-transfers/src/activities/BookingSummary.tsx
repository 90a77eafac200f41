import { Card, Descriptions, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityBooking, BookingDeadline, CancellationQuote } from '@portal/contracts';
import { BookingHistoryTable, BookingPrices, BookingSummaryFrame, CancelBookingAction, StatusTag, useUserFormat } from '@portal/ui';
import { useActivityBookingQuery, useActivityCancellationQuoteQuery, useCancelActivityBookingMutation } from './api';
import { OnRequestPanel, PolicyView, useDay, useLocalized, useMoment, VoucherLink } from './bits';
import { questionFields } from './questions';

type BookedTraveller = ActivityBooking['travellers'][number];

/** What cancelling does under the product's policy, as the service quotes it. */
function describeQuote(t: TFunction, quote: CancellationQuote, money: (minor: number) => string): string {
  if (quote.kind === 'void' || (quote.kind === 'refund' && quote.penalty === 0)) return t('activities.cancel.all', { amount: money(quote.refund) });
  if (quote.kind === 'refund') return t('activities.cancel.part', { amount: money(quote.refund), penalty: money(quote.penalty) });
  return t('activities.cancel.none', { penalty: money(quote.penalty) });
}

/** One activity booking on the shared summary frame: voucher once confirmed, cancel with the service's quote. */
export function BookingSummary() {
  const { t } = useTranslation();
  return (
    <BookingSummaryFrame<ActivityBooking>
      useBooking={useActivityBookingQuery}
      listPath="/b-activities/summary"
      actions={(booking) => (
        <>
          <VoucherLink booking={booking} />
          <CancelBookingAction
            booking={booking}
            useQuote={useActivityCancellationQuoteQuery}
            useCancel={useCancelActivityBookingMutation}
            describe={(quote, money) => describeQuote(t, quote, money)}
          />
        </>
      )}
    >
      {(booking) => <ActivitySummary booking={booking} />}
    </BookingSummaryFrame>
  );
}

/** The activity's own parts: booking, product and start, travellers and answers, prices, deadlines, policy, history. */
function ActivitySummary({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const localized = useLocalized();
  const moment = useMoment();
  const day = useDay();
  const none = t('common:bookings.summary.none');
  const when = (value: BookingDeadline | null) => (value ? moment(value) : none);
  const fields = questionFields(booking.questions, booking.travellers.length, format.language);
  const answerText = (questionId: string, value: string | undefined) => {
    if (value === undefined) return none;
    const question = booking.questions.find((candidate) => candidate.id === questionId);
    const choice = question?.choices?.find((candidate) => candidate.id === value);
    if (choice) return localized(choice.label);
    return question?.unit ? `${value} ${t(`activities.units.${question.unit}`)}` : value;
  };

  return (
    <>
      <OnRequestPanel booking={booking} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('activities.summary.booking')}>
        <Descriptions.Item label={t('activities.summary.reference')}>
          <span data-testid="booking-reference">{booking.reference}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.status')}>
          <span data-testid="booking-status">
            <StatusTag status={booking.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.voucherReference')}>
          <span data-testid="voucher-reference">{booking.voucherReference ?? none}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.bookedAt')}>{format.dateTime(booking.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.confirmedAt')}>{booking.confirmedAt ? format.dateTime(booking.confirmedAt) : none}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.agent')}>{booking.agentName}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.payment')}>{t(`activities.payments.${booking.payment}`)}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.confirmation')}>{t(`activities.confirmation.${booking.confirmation}`)}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.clientReference')}>{booking.clientReference ?? none}</Descriptions.Item>
        {booking.supplierReason ? (
          <Descriptions.Item label={t('activities.summary.supplierReason')} span={3}>
            <span data-testid="supplier-reason">{localized(booking.supplierReason)}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Card size="small" title={t('activities.summary.activity')}>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <img src={booking.product.image} alt={localized(booking.product.title)} style={{ width: 200, height: 140, objectFit: 'cover', borderRadius: 8, background: '#e8edf5' }} />
          <Space orientation="vertical" size={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {localized(booking.product.title)}
            </Typography.Title>
            <Typography.Text>{t('activities.labelled', { label: t('activities.review.option'), value: localized(booking.option.title) })}</Typography.Text>
            <Typography.Text data-testid="booking-start">
              {t('activities.labelled', { label: t('activities.review.start'), value: `${day(booking.date)} ${booking.startTime} · ${moment(booking.start)}` })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('activities.labelled', { label: t('activities.product.meetingPoint'), value: localized(booking.product.meetingPoint) })}</Typography.Text>
            <Typography.Text type="secondary">
              {t('activities.labelled', {
                label: t('activities.lead.title'),
                value: `${booking.leadTraveller.firstName} ${booking.leadTraveller.lastName} · ${booking.leadTraveller.email} · ${booking.leadTraveller.phone}`,
              })}
            </Typography.Text>
          </Space>
        </div>
      </Card>
      <Table<BookedTraveller>
        title={() => <strong>{t('activities.summary.travellers')}</strong>}
        size="small"
        pagination={false}
        scroll={{ x: 700 }}
        rowKey={(_traveller, index) => String(index)}
        dataSource={booking.travellers}
        data-testid="booked-travellers"
        columns={[
          { key: 'name', title: t('activities.summary.name'), render: (_value, traveller) => `${traveller.firstName} ${traveller.lastName}` },
          { key: 'band', title: t('activities.summary.band'), render: (_value, traveller) => t(`activities.bands.${traveller.band}`) },
          { key: 'age', title: t('activities.travellers.age'), render: (_value, traveller) => t('activities.travellers.years', { count: traveller.age }) },
          ...(fields.travellers[0] ?? []).map((field) => ({
            key: field.questionId,
            title: field.label,
            render: (_value: unknown, traveller: BookedTraveller) => answerText(field.questionId, traveller.answers[field.questionId]),
          })),
        ]}
      />
      {fields.booking.length > 0 ? (
        <Descriptions bordered size="small" column={1} title={t('activities.questions.booking')} data-testid="booking-answers">
          {fields.booking.map((field) => (
            <Descriptions.Item key={field.questionId} label={field.label}>
              {answerText(field.questionId, booking.answers[field.questionId])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      <BookingPrices booking={booking} />
      <Descriptions bordered size="small" column={1} title={t('activities.summary.deadlines')}>
        <Descriptions.Item label={t('activities.summary.onRequestDeadline')}>
          {/* Only while the request waits: once answered (or expired) the deadline no longer applies. */}
          <span data-testid="on-request-deadline">{when(booking.status === 'on_request' ? booking.onRequestDeadline : null)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.freeCancellationDeadline')}>{when(booking.deadlines.freeCancellation)}</Descriptions.Item>
        <Descriptions.Item label={t('activities.summary.cancellationDeadline')}>
          <span data-testid="cancellation-deadline">{when(booking.deadlines.cancellation)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('activities.review.policy')}>
        <PolicyView policy={booking.cancellation} currency={booking.currency} />
      </Card>
      <BookingHistoryTable history={booking.history} />
    </>
  );
}
