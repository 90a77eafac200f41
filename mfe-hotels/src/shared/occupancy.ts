import type { RoomOccupancy } from '@portal/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "2 adults, no children" or "1 adult, 1 child (children aged 7)", as searched. */
export function occupancyText(t: Translate, room: { adults: number; childrenAges?: RoomOccupancy['childrenAges'] }): string {
  const ages = room.childrenAges ?? [];
  const children = ages.length === 0 ? t('guests.noChildren') : `${t('guests.children', { count: ages.length })} (${t('guests.childrenAges', { ages: ages.join(', ') })})`;
  return t('guests.occupancy', { adults: t('guests.adults', { count: room.adults }), children });
}
