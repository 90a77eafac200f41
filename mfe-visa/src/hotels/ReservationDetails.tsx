import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelVisaView } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';
import { HotelVisaStatusTag } from './shared';

/** What the agency and the desk both read of a reservation: the stay, its occupants, the desk's answer. */
export function ReservationDetails({ reservation }: { reservation: HotelVisaView }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const day = (iso: string) => format.date(`${iso}T12:00:00Z`);
  const open = reservation.status === 'requested' || reservation.status === 'confirmed';
  const items = [
    { key: 'reference', label: t('hotelVisa.detail.reference'), children: <span data-testid="hotel-visa-reference">{reservation.reference}</span> },
    { key: 'status', label: t('hotelVisa.detail.status'), children: <HotelVisaStatusTag row={reservation} /> },
    { key: 'city', label: t('hotelVisa.detail.city'), children: reservation.city },
    ...(reservation.area ? [{ key: 'area', label: t('hotelVisa.detail.area'), children: reservation.area }] : []),
    {
      key: 'stay',
      label: t('hotelVisa.detail.stay'),
      children: `${t('hotelVisa.detail.stayDates', { arrival: day(reservation.arrival), departure: day(reservation.departure) })} · ${t('hotelVisa.form.nights', { count: reservation.nights })}`,
    },
    { key: 'budget', label: t('hotelVisa.detail.budget'), children: t('hotelVisa.form.band', { band: reservation.budgetBand }) },
    ...(open ? [{ key: 'autoCancelAt', label: t('hotelVisa.detail.autoCancelAt'), children: <span data-testid="hotel-visa-auto-cancel">{format.dateTime(reservation.autoCancelAt)}</span> }] : []),
    { key: 'agent', label: t('hotelVisa.detail.agent'), children: reservation.agentName },
    ...(reservation.confirmation
      ? [
          { key: 'hotel', label: t('hotelVisa.detail.hotel'), children: `${reservation.confirmation.hotelName}, ${reservation.confirmation.hotelAddress}` },
          { key: 'confirmationNumber', label: t('hotelVisa.detail.confirmationNumber'), children: reservation.confirmation.confirmationNumber },
          { key: 'pricePerNight', label: t('hotelVisa.detail.pricePerNight'), children: format.money(reservation.confirmation.pricePerNight, reservation.currency) },
        ]
      : []),
    ...(reservation.refusalReason ? [{ key: 'refusalReason', label: t('hotelVisa.detail.refusalReason'), children: reservation.refusalReason }] : []),
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Card size="small" title={t('hotelVisa.detail.occupants')}>
        <ul data-testid="hotel-visa-occupants" style={{ margin: 0, paddingInlineStart: 20 }}>
          {reservation.roomsDetail.flatMap((room, index) =>
            room.occupants.map((o, position) => (
              <li key={`${index}-${position}`}>
                {`${t('hotelVisa.form.room', { number: index + 1 })} · ${t(`hotelVisa.civilities.${o.civility}`)} ${o.firstName} ${o.lastName} · ${o.type === 'child' ? `${t('hotelVisa.occupantTypes.child')}, ${t('hotelVisa.detail.childAge', { age: o.age })}` : t('hotelVisa.occupantTypes.adult')}`}
              </li>
            )),
          )}
        </ul>
      </Card>
    </>
  );
}
