// After `rsbuild build`: writes each language's signed-out home, rendered, into its own copy of
// dist/index.html (PRERENDERED_HOME_PAGES), so that its first paint waits for no script. The
// shell hydrates it (bootstrap.tsx); the guard script clears it when the shell would show
// something else. Run by the shell's `build` script with ignore-styles.cjs and tsx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_HOME_PAGES } from '@portal/contracts';
import { prerenderGuardScript } from './guard';
import { renderSignedOutHome } from './render-home';

const SHELL = path.resolve(__dirname, '../..');
const DIST = path.join(SHELL, 'dist');

/** The stylesheets the signed-out layout and home draw with, inlined so the page needs no other request to paint. */
const STYLESHEETS = ['src/public/public.css', 'src/forms/forms.css'];

function minified(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

async function main(): Promise<void> {
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`dist/index.html has no empty ${root}`);
  if (!/<meta name="description" content="[^"]*"/.test(template)) throw new Error('dist/index.html has no description to translate');
  const style = `<style>${STYLESHEETS.map((file) => minified(readFileSync(path.join(SHELL, file), 'utf8'))).join('\n')}</style>`;
  const guard = `<script>${prerenderGuardScript()}</script>`;
  for (const page of PRERENDERED_HOME_PAGES) {
    const { html, title, description } = await renderSignedOutHome(page.language, page.path);
    const document = template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escaped(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escaped(description)}"`)
      .replace('</head>', `${style}</head>`)
      .replace(root, `<div id="root" data-prerendered="${page.language}">${html}</div>${guard}`);
    const file = path.join(DIST, page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, document);
    console.log(`prerendered ${page.path} (${page.language}) into dist/${page.file}: ${(Buffer.byteLength(document) / 1024).toFixed(1)} kB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
