import { PHOTO_HEIGHT as HEIGHT, PHOTO_WIDTH as WIDTH, sandboxPhoto, seeded, svgRect as rect } from '@portal/bookings';
import type { ActivityCategory } from '@portal/contracts';

const SKIES = [
  ['#87c5f0', '#e8f4fb'],
  ['#f6b26b', '#fde9c9'],
  ['#6fa8dc', '#cfe2f3'],
  ['#c27ba0', '#f4cccc'],
  ['#1c2a48', '#5b6f99'],
];
const STONES = ['#e6d3b3', '#d9c7a7', '#c9d6df', '#e8c1a0', '#bfb5a5'];
const ACCENTS = ['#cc0000', '#0b5394', '#e69138', '#274e13', '#741b47', '#f1c232'];

/** A tour: a square's buildings with a bell tower, and walkers. */
function tourScene(random: () => number, horizon: number, stone: string, accent: string): string[] {
  const parts: string[] = [];
  for (let x = 0; x < WIDTH; x += 80 + Math.floor(random() * 40)) {
    const h = 80 + Math.floor(random() * 90);
    parts.push(rect(x, horizon - h, 70, h + 40, stone), `<path d="M${x - 5} ${horizon - h} L${x + 35} ${horizon - h - 30} L${x + 75} ${horizon - h} Z" fill="${accent}"/>`);
  }
  const tower = 260 + Math.floor(random() * 120);
  parts.push(rect(tower, horizon - 210, 46, 250, stone), `<path d="M${tower - 6} ${horizon - 210} L${tower + 23} ${horizon - 260} L${tower + 52} ${horizon - 210} Z" fill="${accent}"/>`);
  for (let i = 0; i < 5; i += 1) {
    const x = 60 + Math.floor(random() * 520);
    parts.push(`<circle cx="${x}" cy="${horizon + 70}" r="9" fill="#444"/>`, rect(x - 6, horizon + 79, 12, 24, '#444'));
  }
  return parts;
}

/** A ticket: a monument with columns and a pediment. */
function ticketScene(random: () => number, horizon: number, stone: string, accent: string): string[] {
  const width = 300 + Math.floor(random() * 120);
  const left = Math.floor((WIDTH - width) / 2);
  const columns = 5 + Math.floor(random() * 4);
  const parts = [
    `<path d="M${left - 20} ${horizon - 150} L${WIDTH / 2} ${horizon - 220} L${left + width + 20} ${horizon - 150} Z" fill="${stone}"/>`,
    rect(left - 20, horizon - 150, width + 40, 16, accent),
  ];
  for (let i = 0; i < columns; i += 1) parts.push(rect(Math.round(left + (i * width) / (columns - 1) - 10), horizon - 134, 20, 134, stone));
  parts.push(rect(left - 30, horizon, width + 60, 20, stone));
  return parts;
}

/** An excursion: the sea or hills, a boat or a balloon. */
function excursionScene(random: () => number, horizon: number, _stone: string, accent: string): string[] {
  const parts = [rect(0, horizon, WIDTH, HEIGHT - horizon, '#3d85c6'), `<path d="M0 ${horizon} Q160 ${horizon - 90} 320 ${horizon} T640 ${horizon} Z" fill="#6aa84f"/>`];
  if (random() < 0.5) {
    const x = 120 + Math.floor(random() * 360);
    parts.push(
      `<path d="M${x} ${horizon + 60} L${x + 140} ${horizon + 60} L${x + 115} ${horizon + 90} L${x + 25} ${horizon + 90} Z" fill="#ffffff"/>`,
      `<path d="M${x + 70} ${horizon - 40} L${x + 70} ${horizon + 58} L${x + 125} ${horizon + 50} Z" fill="${accent}"/>`,
    );
  } else {
    const x = 120 + Math.floor(random() * 400);
    parts.push(`<circle cx="${x}" cy="120" r="55" fill="${accent}"/>`, rect(x - 14, 190, 28, 22, '#7f6000'));
  }
  return parts;
}

const SCENES: Record<ActivityCategory, typeof tourScene> = { tour: tourScene, ticket: ticketScene, excursion: excursionScene };

/**
 * A small generated photo of a sandbox product (the kit's sandbox photo), after its category, drawn
 * from the product and photo number so it is always the same picture.
 */
export function activityPhoto(productId: string, n: number, category: ActivityCategory): string {
  const random = seeded(`photo:${productId}:${n}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sky = pick(SKIES);
  const horizon = 260 + Math.floor(random() * 30);
  return sandboxPhoto(random, sky, 26, () => [rect(0, horizon, WIDTH, HEIGHT - horizon, '#d9d2c5'), ...SCENES[category](random, horizon, pick(STONES), pick(ACCENTS))]);
}
