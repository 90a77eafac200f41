import { renderBookingDocument } from '@portal/bookings';
import { formatMoney, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from '@portal/i18n/documents';
import type { HotelBookingDoc } from './bookings';

/**
 * The portal's 24/7 assistance line printed on every voucher: the number guests and hotels call
 * when the agency cannot be reached (the operations desk's, not an agency's).
 */
export const EMERGENCY_PHONE = '+33 1 84 88 24 24';

/** The hotel voucher of a confirmed booking, in the reader's language. */
export function renderVoucher(booking: HotelBookingDoc, lang: Language): Promise<Buffer> {
  const words = DOCUMENT_WORDS[lang];
  const w = words.voucher;
  const { hotel, stay } = booking;
  const guests = (room: HotelBookingDoc['rooms'][number]) =>
    [fillWords(w.adults, { count: room.adults }), ...(room.childrenAges.length > 0 ? [fillWords(w.children, { ages: room.childrenAges.join(', ') })] : [])].join(', ');
  return renderBookingDocument({
    lang,
    title: w.title,
    reference: booking.reference,
    status: booking.status,
    details: [`${w.hotelConfirmation}: ${booking.hotelConfirmationNumber ?? w.toFollow}`, ...(booking.clientReference ? [`${w.clientReference}: ${booking.clientReference}`] : [])],
    sections: [
      {
        heading: `${w.hotel}: ${hotel.name} ${'*'.repeat(hotel.stars)}`,
        lines: [[hotel.address, ...(hotel.address.includes(hotel.cityName) ? [] : [hotel.cityName]), hotel.country].join(', '), `${w.phone}: ${hotel.phone}`],
      },
      {
        heading: `${w.stay}: ${fillWords(w.nights, { count: stay.nights })}`,
        lines: [fillWords(w.checkIn, { date: stay.checkIn, time: hotel.checkInFrom }), fillWords(w.checkOut, { date: stay.checkOut, time: hotel.checkOutUntil })],
      },
      {
        // Two lines a room, not a table: a room type, a board and a lead guest's names (30 letters each) outgrow table columns.
        heading: w.rooms,
        lines: booking.rooms.flatMap((room, i) => [
          `${w.room} ${i + 1}: ${words.roomTypes[room.roomType]} · ${w.board}: ${words.boards[room.board]}`,
          `    ${w.leadGuest}: ${room.leadGuest.lastName.toUpperCase()} / ${room.leadGuest.firstName} · ${w.guests}: ${guests(room)}`,
        ]),
      },
      ...(booking.rate.comments.length > 0 ? [{ heading: w.comments, lines: booking.rate.comments.map((comment) => comment[lang]) }] : []),
      ...(booking.specialRequests ? [{ heading: w.specialRequests, lines: [booking.specialRequests] }] : []),
      { heading: fillWords(w.emergency, { phone: EMERGENCY_PHONE }), lines: [] },
    ],
    total: formatMoney(booking.salePrice, booking.rate.currency, lang),
    footer: w.footer,
  });
}
