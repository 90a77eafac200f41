import { localTime, renderBookingDocument, wrapText, type DocumentSection } from '@portal/bookings';
import { formatMoney, serviceNumberKindOf, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from '@portal/i18n/documents';
import type { TransferBookingDoc, TripDoc } from './bookings';

/** The transfer voucher of a confirmed booking, in the reader's language: the party, then each trip as the driver and the passengers need it. */
export function renderVoucher(booking: TransferBookingDoc, lang: Language): Promise<Buffer> {
  const words = DOCUMENT_WORDS[lang];
  const w = words.transferVoucher;
  const { passengers, leadPassenger } = booking;
  const party = [
    fillWords(w.adults, { count: passengers.adults }),
    ...(passengers.childrenAges.length > 0 ? [fillWords(w.children, { count: passengers.childrenAges.length, ages: passengers.childrenAges.join(', ') })] : []),
    ...(passengers.infants > 0 ? [fillWords(w.infants, { count: passengers.infants })] : []),
  ].join(', ');

  const tripSection = (trip: TripDoc): DocumentSection => {
    const { offer, details } = trip;
    const pickup = localTime(new Date(offer.pickupAt), offer.timeZone);
    const heading = fillWords(w.trip, { number: trip.trip + 1, from: trip.from.name, to: trip.to.name });
    if (trip.state === 'cancelled') return { heading: `${heading} (${w.cancelled})` };
    const vehicle = fillWords(w.vehicle, {
      vehicle: words.vehicles[offer.vehicle],
      service: words.transferServices[offer.service],
      passengers: offer.maxPassengers,
      luggage: offer.maxLuggage,
    });
    return {
      heading,
      lines: [
        fillWords(w.pickup, { date: pickup.slice(0, 10), time: pickup.slice(11, 16), timeZone: offer.timeZone }),
        trip.childSeats > 0 ? `${vehicle}; ${fillWords(w.childSeats, { count: trip.childSeats })}` : vehicle,
        fillWords(w.details, {
          kind: w.serviceNumbers[serviceNumberKindOf(trip.from.kind, trip.to.kind)],
          number: details.serviceNumber,
          company: details.companyName,
          terminal: details.terminal,
        }),
        ...wrapText(fillWords(w.points, { departure: details.departurePoint, stopping: details.stoppingPoint })),
        ...wrapText(fillWords(w.meetingPoint, { text: offer.meetingPoint[lang] })),
        `${fillWords(w.confirmation, { number: trip.supplierConfirmation ?? w.toFollow })} · ${fillWords(w.emergency, { phone: offer.emergencyPhone })}`,
        ...(offer.reconfirm ? wrapText(fillWords(w.reconfirm, { hours: offer.reconfirm.hoursBefore, phone: offer.emergencyPhone })) : []),
      ],
    };
  };

  return renderBookingDocument({
    lang,
    title: w.title,
    reference: booking.reference,
    status: booking.status,
    details: [
      fillWords(w.leadPassenger, { name: `${leadPassenger.lastName.toUpperCase()} / ${leadPassenger.firstName}`, phone: leadPassenger.phone }),
      fillWords(w.passengers, { party }),
      ...(booking.clientReference ? [`${w.clientReference}: ${booking.clientReference}`] : []),
    ],
    sections: booking.trips.map(tripSection),
    total: formatMoney(booking.salePrice, booking.currency, lang),
    footer: w.footer,
  });
}
