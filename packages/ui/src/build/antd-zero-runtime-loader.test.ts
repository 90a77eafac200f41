import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { portalTheme, themeWith } from '../theme';

// The loader is CommonJS: rspack loads it with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutStyleGenerators } = require('./antd-zero-runtime-loader.cjs') as { withoutStyleGenerators: (source: string) => string };

// Resolved from antd's package: the unit tests map 'antd/es/*' to antd's CommonJS build.
const ANTD_ES = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const read = (relative: string) => readFileSync(path.join(ANTD_ES, relative), 'utf8');

describe("antd's style modules under zeroRuntime", () => {
  it("hands the button's style hook an empty generator and keeps its component tokens and options", () => {
    const source = read('button/style/index.js');
    const out = withoutStyleGenerators(source);
    expect(out).toContain("genStyleHooks('Button', () => [], prepareComponentToken, {");
    expect(out).toContain('contentLineHeight: true');
    // The generator's body (and so its reference to the styles it assembles) is gone.
    expect(source).toContain('prepareToken(token)');
    expect(out).not.toContain('prepareToken(token)');
  });

  it('replaces the generator of sub-style components and of hooks whose generator is a named function', () => {
    const out = withoutStyleGenerators(
      [
        "import { genSubStyleComponent, genComponentStyleHook } from '../../theme/internal';",
        'const genTableStyle = (token) => [{ color: token.colorText }];',
        "export const Sub = genSubStyleComponent(['Table', 'sub'], (token) => [genTableStyle(token)], prepare);",
        "export const useStyle = genComponentStyleHook('Table', genTableStyle, prepare, { order: -1 });",
      ].join('\n'),
    );
    expect(out).toContain("genSubStyleComponent(['Table', 'sub'], () => [], prepare)");
    expect(out).toContain("genComponentStyleHook('Table', () => [], prepare, { order: -1 })");
  });

  it('leaves a module without style hooks as it is', () => {
    const source = read('button/style/token.js');
    expect(withoutStyleGenerators(source)).toBe(source);
  });

  it('parses every style module of antd', () => {
    const styleModules = readdirSync(ANTD_ES, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|[\\/])style([\\/].*)?\.js$/.test(file));
    expect(styleModules.length).toBeGreaterThan(80);
    for (const file of styleModules) expect(() => withoutStyleGenerators(read(file))).not.toThrow();
  });

  it("is only sound while the portal's theme, a host's too, draws with antd's stylesheet", () => {
    expect(portalTheme.zeroRuntime).toBe(true);
    expect(themeWith({ tokens: { colorPrimary: '#c2410c' } }).zeroRuntime).toBe(true);
  });
});
