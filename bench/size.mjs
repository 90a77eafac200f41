// Size benchmark of the frontends (`npm run bench:size`): runs the whole portal over the built
// apps (the signed-in page needs a real session: the shell checks the stored one with the server),
// loads the signed-out home page and one remote page signed in, in Chromium, and sums the gzipped
// size of every JavaScript response needed for the first render. Writes the figures to bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(ROOT, 'bench', 'README.md');
const BUDGET_KB = 250;
/** Each remote's own JavaScript beyond the shared libraries (issue 12 sets hotels' at 80 kB gzipped). */
const REMOTE_BUDGET_KB = { 'mfe-hotels': 80 };
const APPS = ['shell', 'mfe-flights', 'mfe-hotels', 'mfe-transfers', 'mfe-visa', 'mfe-helpdesk', 'mfe-account'];
// The demo agency's administrator `npm start` seeds in development (services/identity/src/demo-seed.ts).
const DEMO_ADMIN = { email: 'admin@atlas-voyages.example', password: 'Admin#2026' };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function ensureBuilt() {
  const missing = APPS.filter((app) => !existsSync(path.join(ROOT, app, 'dist', 'index.html')));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')}…`);
  const args = ['run', 'build', ...missing.flatMap((app) => ['-w', app])];
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Loads `url` (signed in through `signInAt`, the main server's base URL, when given), waits for
 * `ready` and a quiet network, and returns every JavaScript response.
 */
async function measure(browser, { url, signInAt, ready }) {
  const context = await browser.newContext();
  if (signInAt) await signIn(context, signInAt);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })));
    }
  });
  await page.goto(url);
  await page.getByRole('heading', { name: ready }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** Signs the context in for real (session cookie) and stores the userData the answer carries. */
async function signIn(context, serverBaseUrl) {
  const response = await context.request.post(`${serverBaseUrl}/auth/login`, { data: DEMO_ADMIN });
  const answer = await response.json();
  if (response.status() !== 200 || answer.status !== 'signed_in') {
    throw new Error(`sign-in of ${DEMO_ADMIN.email} failed: ${response.status()} ${JSON.stringify(answer)}`);
  }
  await context.addInitScript((user) => localStorage.setItem('userData', JSON.stringify(user)), answer.userData);
}

/** Names the chunks of shared packages and exposed modules from each app's mf-manifest.json. */
function chunkLabels(urls) {
  const labels = new Map();
  for (const [app, origin] of Object.entries(urls)) {
    const manifestFile = path.join(ROOT, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist', 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const label = (files, name) => files.forEach((file) => labels.set(`${origin}/${file}`, name));
    for (const shared of manifest.shared ?? []) label(shared.assets.js.sync, `${shared.name} (shared, ${app})`);
    for (const expose of manifest.exposes ?? []) label(expose.assets.js.sync, `${expose.path} exposed by ${app}`);
    labels.set(`${origin}/remoteEntry.js`, `remoteEntry of ${app}`);
  }
  return labels;
}

/**
 * A remote's own JavaScript, every screen included: each script of its build but the chunks of the
 * shared libraries its manifest lists (the shell provides them at run time), the standalone page's
 * entry and independent share builds (never loaded in the portal), and `remoteEntry.js` (the
 * federation runtime, counted apart). Chunks only the standalone page loads are counted: an upper bound.
 */
function ownJavaScript(app) {
  const dist = path.join(ROOT, app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const shared = new Set((manifest.shared ?? []).flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
  const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const scripts = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.startsWith('static/js/async/') && file.endsWith('.js') && !shared.has(file));
  return { scripts: scripts.length, gzip: scripts.reduce((sum, file) => sum + gzipOf(file), 0), runtime: gzipOf('remoteEntry.js') };
}

function describeOwn(app) {
  const { scripts, gzip, runtime } = ownJavaScript(app);
  const budget = REMOTE_BUDGET_KB[app];
  const verdict = budget ? `, budget ${budget} kB: ${kB(gzip) <= budget ? 'within' : 'OVER'}` : '';
  return `  - \`${app}\`: ${kB(gzip)} kB gzipped in ${scripts} scripts (and remoteEntry.js ${kB(runtime)} kB${verdict})`;
}

function describe(name, result, labels) {
  const top = result.files
    .slice(0, 6)
    .map((file) => {
      const url = new URL(file.url);
      const label = labels.get(`${url.origin}${url.pathname}`) ?? (/^\/static\/js\/index\./.test(url.pathname) ? 'entry: bundler and federation runtime, config schemas' : undefined);
      return `  - \`${url.pathname}\`${label ? ` (${label})` : ''}: ${kB(file.gzip)} kB`;
    })
    .join('\n');
  return `- **${name}**: **${kB(result.gzip)} kB gzipped** (${kB(result.raw)} kB raw) in ${result.files.length} scripts; largest:\n${top}`;
}

function writeReadme(section) {
  const start = '<!-- size:start -->';
  const end = '<!-- size:end -->';
  const block = `${start}\n${section}\n${end}`;
  const current = existsSync(README) ? readFileSync(README, 'utf8') : '# Benchmarks\n';
  const next = current.includes(start) ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(README, next);
}

ensureBuilt();
const { startStack } = await tsImport('../scripts/lib/stack.ts', import.meta.url);
const stack = await startStack({ build: false, log: (line) => console.log(`[portal] ${line}`) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const shell = stack.portalUrl;
  const config = await (await fetch(`${shell}/config.json`)).json();
  const home = await measure(browser, {
    url: `${shell}/`,
    ready: 'Voyagr Pro: the booking portal for travel agencies',
  });
  const remote = await measure(browser, { url: `${shell}/b-flights`, signInAt: config.serverBaseUrl, ready: 'Flight bookings' });
  const verdict = home.gzip / 1024 <= BUDGET_KB ? 'within' : 'over';
  const origins = { shell, ...Object.fromEntries(Object.entries(config.remotes).map(([name, manifest]) => [name, new URL(manifest).origin])) };
  const labels = chunkLabels(origins);
  const section = [
    '## Frontend size (`npm run bench:size`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on the production build (\`npm run build\`).`,
    '',
    describe('Signed-out home page (`/`)', home, labels),
    describe('Signed-in remote page (`/b-flights`, shell + flights remote)', remote, labels),
    "- **Each remote's own JavaScript** (every screen; the shared libraries excluded, the shell provides them):",
    ...APPS.filter((app) => app !== 'shell').map(describeOwn),
    '',
    `Budget for the signed-out first render: ${BUDGET_KB} kB gzipped; measured ${kB(home.gzip)} kB, ${verdict} budget.`,
    '',
    'Method: the whole portal runs as `npm start` runs it (`scripts/lib/stack.ts`) over the built',
    "shell and remotes; Debian's Chromium (playwright-core) loads the page, waits for the page heading",
    'and a quiet network, and every JavaScript response received by then is gzipped (zlib default',
    "level) and summed. The signed-in figure signs the demo agency's administrator in for real first,",
    'so it includes the signed-in layout, the remote loader, single-spa and the remote (manifest',
    'excluded: JSON).',
  ].join('\n');
  writeReadme(section);
  console.log(section);
} finally {
  await browser.close();
  await stack.stop();
}
