import type { BoardCode, RoomOccupancy, RoomType } from '@portal/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where a hotel is: its address, then its city unless the address already names it, then the country when given. */
export function placeOf(hotel: { address: string; cityName: string }, country?: string): string {
  const parts = [hotel.address];
  if (!hotel.address.toLowerCase().includes(hotel.cityName.toLowerCase())) parts.push(hotel.cityName);
  if (country) parts.push(country);
  return parts.join(', ');
}

/** "2 adults, no children" or "1 adult, 1 child (children aged 7)", as searched. */
export function occupancyText(t: Translate, room: { adults: number; childrenAges?: RoomOccupancy['childrenAges'] }): string {
  const ages = room.childrenAges ?? [];
  const children = ages.length === 0 ? t('guests.noChildren') : `${t('guests.children', { count: ages.length })} (${t('guests.childrenAges', { ages: ages.join(', ') })})`;
  return t('guests.occupancy', { adults: t('guests.adults', { count: room.adults }), children });
}

/** A room as booked: its type and its board, `Twin room · Bed and breakfast`. */
export function roomAndBoardText(t: Translate, room: { roomType: RoomType; board: BoardCode }): string {
  return `${t(`common:roomTypes.${room.roomType}`)} · ${t(`common:boards.${room.board}`)}`;
}
