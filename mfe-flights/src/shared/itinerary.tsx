import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type FareRules, type FlightBooking, type FlightOffer, type Segment } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';
import { localTime } from './recap';

type Journey = FlightOffer['journeys'][number];
type Baggage = FlightOffer['baggage'];
type Translate = (key: string, options?: Record<string, unknown>) => string;
type BookedTraveller = FlightBooking['travellers'][number];

/** A booking's travellers table: the name and passenger type first, the ticket number last. */
export function travellerColumns(t: Translate, middle: TableColumnsType<BookedTraveller> = []): TableColumnsType<BookedTraveller> {
  return [
    { title: t('summary.passengerName'), render: (_value, traveller) => `${t(`travellers.titles.${traveller.title}`)} ${traveller.firstName} ${traveller.lastName}` },
    { title: t('summary.passengerType'), render: (_value, traveller) => t(`passengerTypes.${traveller.type}`) },
    ...middle,
    { title: t('summary.ticketNumber'), dataIndex: 'ticketNumber', render: (ticket: string | null) => ticket ?? t('summary.noTicket') },
  ];
}

/** Hours and minutes of a duration, e.g. `7h05`. */
export function durationText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

function SegmentLine({ segment }: { segment: Segment }) {
  const { t } = useTranslation();
  const { dateTimeFormat } = useUserFormat();
  const pattern = dateTimeFormat.split(' ')[0] ?? 'DD/MM/YYYY';
  const departure = localTime(segment.departureAt);
  const arrival = localTime(segment.arrivalAt);
  // The airport's own calendar day, not the agent's time zone.
  const day = (iso: string) => formatDateTime(`${iso.slice(0, 19)}Z`, pattern, 'UTC');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px 1fr 220px', gap: 12, alignItems: 'center' }}>
      <div>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {departure.time}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{departure.offset}</Typography.Text>
        <div>
          {segment.origin} · {day(segment.departureAt)}
        </div>
      </div>
      <div style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">
          {segment.airlineName} {segment.flightNumber} · {durationText(segment.durationMinutes)} · {t(`search.cabins.${segment.cabin}`)}
        </Typography.Text>
        <div style={{ borderTop: '1px solid #d9d9d9', marginTop: 4 }} />
      </div>
      <div style={{ textAlign: 'right' }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {arrival.time}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{arrival.offset}</Typography.Text>
        <div>
          {segment.destination} · {day(segment.arrivalAt)}
        </div>
      </div>
    </div>
  );
}

export function journeyLabel(t: (key: string, options?: Record<string, unknown>) => string, index: number, count: number, roundTrip: boolean): string {
  if (roundTrip && count === 2) return t(index === 0 ? 'results.outbound' : 'results.inbound');
  return t('results.journey', { n: index + 1 });
}

export function stopsText(t: (key: string, options?: Record<string, unknown>) => string, journey: Journey): string {
  if (journey.stops === 0) return t('results.nonstop');
  const via = journey.segments
    .slice(0, -1)
    .map((segment) => segment.destination)
    .join(', ');
  return `${t('results.stopsCount', { count: journey.stops })} ${t('results.via', { airports: via })}`;
}

/** Every journey of an offer or booking: segments with local times and offsets, duration and stops. */
export function ItineraryView({ journeys, roundTrip }: { journeys: Journey[]; roundTrip: boolean }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {journeys.map((journey, index) => (
        <div key={index}>
          <Space size="small" wrap>
            <Typography.Text strong>{journeyLabel(t, index, journeys.length, roundTrip)}</Typography.Text>
            <Tag>{durationText(journey.durationMinutes)}</Tag>
            <Tag color={journey.stops === 0 ? 'green' : 'default'}>{stopsText(t, journey)}</Tag>
          </Space>
          <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
            {journey.segments.map((segment) => (
              <SegmentLine key={`${segment.flightNumber}-${segment.departureAt}`} segment={segment} />
            ))}
          </Space>
        </div>
      ))}
    </Space>
  );
}

export function FareRulesView({ rules, currency }: { rules: FareRules; currency: string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Space size={[4, 4]} wrap>
      <Tag color={rules.refundable ? 'green' : 'red'}>{t(rules.refundable ? 'results.refundable' : 'results.nonRefundable')}</Tag>
      <Tag color={rules.changeable ? 'green' : 'default'}>{t(rules.changeable ? 'results.changeable' : 'results.nonChangeable')}</Tag>
      <Tag>{t('results.penalty', { amount: format.money(rules.penalty, currency) })}</Tag>
      <Tag>{t('results.deadline', { date: format.dateTime(rules.cancellationDeadline) })}</Tag>
    </Space>
  );
}

export function BaggageView({ baggage }: { baggage: Baggage }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      <Tag>{t('results.checked', baggage.checked)}</Tag>
      <Tag>{t('results.cabinBag', baggage.cabin)}</Tag>
    </Space>
  );
}
