import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { activitiesEn, activitiesFr } from './strings';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('activities words', () => {
  it('say the same things in English and French', () => {
    expect(keysOf(activitiesFr).sort()).toEqual(keysOf(activitiesEn).sort());
  });

  it('hold every literal key a screen asks for (plural keys by their forms)', () => {
    const known = new Set(keysOf(activitiesEn).map((key) => key.replace(/_(one|other)$/, '')));
    const missing = readdirSync(__dirname)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/'activities\.([\w.]+)'/g)].map((match) => match[1] ?? ''))
      .filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
