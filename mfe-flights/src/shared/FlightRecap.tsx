import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { datePatternOf, formatDateTime, type FlightOffer } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';
import { journeyLabel, stopsText } from './itinerary';
import { journeyRecap, passengersRecap } from './recap';

/** The chosen flight and its price, kept in sight while travellers are typed and the booking reviewed. */
export function FlightRecap({ offer, roundTrip }: { offer: FlightOffer; roundTrip: boolean }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const pattern = datePatternOf(format.dateTimeFormat);
  // The airport's own calendar day, as the itinerary shows it.
  const day = (isoDay: string) => formatDateTime(`${isoDay}T00:00:00Z`, pattern, 'UTC');
  const passengers = passengersRecap(offer)
    .map(({ type, count }) => `${count} × ${t(`passengerTypes.${type}`)}`)
    .join(', ');
  return (
    <Card size="small" title={t('recap.title')} data-testid="flight-recap" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={1}>
        {offer.journeys.map((journey, index) => {
          const recap = journeyRecap(journey);
          return (
            <Descriptions.Item key={index} label={journeyLabel(t, index, offer.journeys.length, roundTrip)}>
              <span data-testid="recap-journey">
                {t('recap.journey', {
                  from: recap.from,
                  to: recap.to,
                  day: day(recap.departure.day),
                  departure: recap.departure.time,
                  arrival: recap.arrival.time,
                  arrivalDay: recap.arrival.day === recap.departure.day ? '' : ` (${day(recap.arrival.day)})`,
                })}{' '}
                · {t(`search.cabins.${recap.cabin}`)} · {stopsText(t, journey)}
              </span>
            </Descriptions.Item>
          );
        })}
        <Descriptions.Item label={t('recap.passengers')}>{passengers}</Descriptions.Item>
        <Descriptions.Item label={t('recap.total')}>
          <strong data-testid="recap-total">{format.money(offer.salePrice, offer.currency)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
