import { PHOTO_HEIGHT as HEIGHT, PHOTO_WIDTH as WIDTH, sandboxPhoto, seeded, svgRect as rect } from '@portal/bookings';

const SKIES = [
  ['#87c5f0', '#e8f4fb'],
  ['#f6b26b', '#fde9c9'],
  ['#6fa8dc', '#cfe2f3'],
  ['#c27ba0', '#f4cccc'],
  ['#76a5af', '#d0e0e3'],
];
const WALLS = ['#f3e5c8', '#e6d3b3', '#ffffff', '#d9c7a7', '#c9d6df', '#e8c1a0'];
const ACCENTS = ['#1c4587', '#0b5394', '#7f6000', '#274e13', '#990000', '#20124d'];

/**
 * A small generated photo of a sandbox hotel (the kit's sandbox photo): sky, sun, sea or hills, the
 * building with its windows and awning, drawn from the hotel and photo number so it is always the same picture.
 */
export function hotelPhoto(hotelId: string, n: number, stars: number): string {
  const random = seeded(`photo:${hotelId}:${n}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sky = pick(SKIES);
  const wall = pick(WALLS);
  const accent = pick(ACCENTS);
  const horizon = 250 + Math.floor(random() * 40);
  const floors = 2 + stars + Math.floor(random() * 3);
  const columns = 4 + Math.floor(random() * 5);
  const width = 220 + Math.floor(random() * 200);
  const left = Math.floor((WIDTH - width) / 2 + (random() - 0.5) * 120);
  const floorHeight = Math.min(34, Math.floor((horizon + 60) / (floors + 1)));
  const top = horizon + 60 - floors * floorHeight;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < columns; column += 1) {
      const cell = width / columns;
      windows.push(rect(Math.round(left + column * cell + cell * 0.25), top + floor * floorHeight + 8, Math.round(cell * 0.5), floorHeight - 14, random() < 0.2 ? '#ffe599' : '#5b7a99'));
    }
  }
  const sea = n % 2 === 1 ? rect(0, horizon, WIDTH, HEIGHT - horizon, '#3d85c6') : `<path d="M0 ${horizon} Q160 ${horizon - 50} 320 ${horizon} T640 ${horizon} V400 H0 Z" fill="#6aa84f"/>`;
  return sandboxPhoto(random, sky, 28, () => [
    sea,
    rect(left, top, width, horizon + 60 - top, wall),
    rect(left - 10, top - 12, width + 20, 14, accent),
    ...windows,
    rect(Math.round(left + width / 2 - 24), horizon + 20, 48, 40, accent),
    rect(0, horizon + 60, WIDTH, HEIGHT - horizon - 60, '#d9d2c5'),
  ]);
}
