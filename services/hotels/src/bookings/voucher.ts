import { renderBookingDocument } from '@portal/bookings';
import { formatMoney, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from '@portal/i18n/documents';
import type { HotelBookingDoc } from './bookings';

/**
 * The portal's 24/7 assistance line printed on every voucher: the number guests and hotels call
 * when the agency cannot be reached (the operations desk's, not an agency's).
 */
export const EMERGENCY_PHONE = '+33 1 84 88 24 24';

const ROOM_COLUMNS = [40, 90, 250, 380];

/** The hotel voucher of a confirmed booking, in the reader's language. */
export function renderVoucher(booking: HotelBookingDoc, lang: Language): Buffer {
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
        lines: [`${hotel.address}, ${hotel.cityName}, ${hotel.country}`, `${w.phone}: ${hotel.phone}`],
      },
      {
        heading: `${w.stay}: ${fillWords(w.nights, { count: stay.nights })}`,
        lines: [fillWords(w.checkIn, { date: stay.checkIn, time: hotel.checkInFrom }), fillWords(w.checkOut, { date: stay.checkOut, time: hotel.checkOutUntil })],
      },
      {
        heading: w.rooms,
        table: {
          columns: ROOM_COLUMNS,
          labels: [w.room, w.leadGuest, w.guests, w.board],
          rows: booking.rooms.map((room, i) => [
            `${i + 1}. ${words.roomTypes[room.roomType]}`,
            `${room.leadGuest.lastName.toUpperCase()} / ${room.leadGuest.firstName}`,
            guests(room),
            words.boards[room.board],
          ]),
        },
      },
      ...(booking.rate.comments.length > 0 ? [{ heading: w.comments, lines: booking.rate.comments.map((comment) => comment[lang]) }] : []),
      ...(booking.specialRequests ? [{ heading: w.specialRequests, lines: [booking.specialRequests] }] : []),
      { heading: fillWords(w.emergency, { phone: EMERGENCY_PHONE }), lines: [] },
    ],
    total: formatMoney(booking.salePrice, booking.rate.currency, lang),
    footer: w.footer,
  });
}
