import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commonEn } from './common.en';

interface RemoteStrings {
  en: object;
  fr: object;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

function lookup(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every key a screen under `dir` hands to `t(...)`, literal or the fixed part before `${…}`. */
function usedKeys(dir: string): { key: string; dynamic: boolean; file: string }[] {
  const keys: { key: string; dynamic: boolean; file: string }[] = [];
  for (const file of sourceFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\bt\(\s*((?:[^(),]|\([^()]*\))+)/g)) {
      for (const literal of (call[1] ?? '').matchAll(/'([^']+)'|`([^`]+)`/g)) {
        const text = literal[1] ?? literal[2] ?? '';
        // Keys are dotted paths; other literals in a call are compared values.
        if (!/^[\w:]+\.[\w.${}]+/.test(text)) continue;
        const dynamic = text.includes('${');
        keys.push({ key: dynamic ? text.slice(0, text.indexOf('${')).replace(/\.$/, '') : text, dynamic, file: path.relative(dir, file) });
      }
    }
  }
  return keys;
}

/**
 * A remote's strings against its screens (jest): every key a screen uses exists in English (or in
 * the common strings it falls back to), and every English string has a French one, except the
 * words French writes the same way (`sameInFrench`).
 */
export function remoteStringsSuite(name: string, options: { strings: RemoteStrings; sourceDir: string; leastKeys: number; sameInFrench: readonly string[] }): void {
  const { strings, sourceDir, leastKeys, sameInFrench } = options;
  describe(`${name} strings`, () => {
    const keys = usedKeys(sourceDir);

    it('finds the keys the screens use', () => {
      expect(keys.length).toBeGreaterThan(leastKeys);
    });

    it('has every key a screen uses, in English (French mirrors it by type)', () => {
      const missing = keys.filter(({ key, dynamic }) => {
        // A key of this remote's namespace falls back to the common one, as i18next looks it up.
        const namespaces = key.startsWith('common:') ? [commonEn] : [strings.en, commonEn];
        const bare = key.replace(/^common:/, '');
        const found = namespaces.map((tree) => lookup(tree, bare) ?? lookup(tree, `${bare}_one`)).find((value) => value !== undefined);
        return dynamic ? typeof found !== 'object' : typeof found !== 'string';
      });
      expect(missing).toEqual([]);
    });

    it('translates every English string into French', () => {
      const leaves = (tree: object, prefix = ''): [string, string][] =>
        Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`)));
      const shared = new Set(sameInFrench);
      const same = leaves(strings.en).filter(([key, value]) => lookup(strings.fr, key) === value && !shared.has(value));
      expect(same.map(([key]) => key)).toEqual([]);
    });
  });
}
