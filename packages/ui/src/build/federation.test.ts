import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHARED_USED_EXPORTS } from './federation';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCE_DIRS = [
  path.join(ROOT, 'shell', 'src'),
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => path.join(ROOT, name, 'src')),
  ...readdirSync(path.join(ROOT, 'packages')).map((name) => path.join(ROOT, 'packages', name, 'src')),
];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** Shared package each import specifier is served from ('react-router-dom' re-exports 'react-router'). */
const SERVED_BY: Record<string, keyof typeof SHARED_USED_EXPORTS> = {
  antd: 'antd',
  'react-router': 'react-router',
  'react-router-dom': 'react-router',
  'react-i18next': 'react-i18next',
};

describe('tree-shaken shared packages', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it('finds the portal sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(Object.keys(SERVED_BY))('every value imported from %s is in SHARED_USED_EXPORTS', (specifier) => {
    const list: readonly string[] = SHARED_USED_EXPORTS[SERVED_BY[specifier]!];
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const whole = new RegExp(`import\\s+(?!type\\b)(\\*|\\w+)[^;]*from\\s+'${specifier}'`, 'g');
      if (whole.test(source)) missing.push(`${path.relative(ROOT, file)}: default or namespace import`);
      const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
      for (const match of source.matchAll(named)) {
        if (match[1]) continue;
        for (const raw of (match[2] ?? '').split(',')) {
          const name = raw
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (!name || name.startsWith('type ')) continue;
          if (!list.includes(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
