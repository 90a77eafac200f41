// The partner page's few lines: load the portal's hotels remote, sign the visitor in through the
// partner link our server signs, and mount the remote as a single-spa parcel with our look.
import { mountRootParcel } from '/vendor/single-spa.js';

const TEXT = {
  en: {
    hotels: 'Hotels',
    offers: 'Our offers',
    footer: 'Sunny Trips, your holidays in the sun. Hotel booking powered by Voyagr Pro.',
    visitor: 'Signed in as',
    failed: 'Hotel booking is unavailable right now. Please try again later.',
  },
  fr: {
    hotels: 'Hôtels',
    offers: 'Nos offres',
    footer: 'Sunny Trips, vos vacances au soleil. Réservation d’hôtels par Voyagr Pro.',
    visitor: 'Connecté en tant que',
    failed: 'La réservation d’hôtels est indisponible pour le moment. Veuillez réessayer plus tard.',
  },
};
/** Our colours and logo, as antd design tokens the remote applies. */
const THEME = {
  tokens: { colorPrimary: '#c2410c', borderRadius: 2, fontFamily: "Georgia, 'Times New Roman', serif" },
  logoUrl: new URL('/logo.svg', window.location.href).href,
  logoAlt: 'Sunny Trips',
};

const config = await (await fetch('/config.json')).json();
const domElement = document.getElementById('hotels');
let language = window.localStorage.getItem('language') === 'fr' ? 'fr' : 'en';
let user = null;
let parcel = null;
let updates = Promise.resolve();

/** The remote's Module Federation manifest names its entry script and the global the script defines. */
async function loadRemote(manifestUrl) {
  const { metaData } = await (await fetch(manifestUrl)).json();
  const entry = new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), manifestUrl).href;
  await new Promise((resolve, reject) => document.head.append(Object.assign(document.createElement('script'), { src: entry, onload: resolve, onerror: reject })));
  const container = window[metaData.globalName];
  await container.init({});
  const module = (await container.get('./app'))();
  return module.default ?? module;
}

/** Our server signs the link (the secret stays there); identity answers with the session cookie. */
async function signIn() {
  const link = await (await fetch('/partner-link')).json();
  const signedIn = await fetch(`${config.serverBaseUrl}/auth/partner`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(link) });
  if (!signedIn.ok) throw new Error(`partner sign-in answered ${signedIn.status}`);
  const me = await fetch(`${config.serverBaseUrl}/auth/me`, { credentials: 'include' });
  if (!me.ok) throw new Error(`current user answered ${me.status}`);
  const current = (await me.json()).user;
  return { ...current, id: current.userId };
}

/** The remote's screens live under our base path; anything else it asks for is its first screen. */
function screenPath() {
  const path = window.location.pathname.slice(config.basePath.length);
  return path.startsWith('/b-hotels') ? path : '/b-hotels';
}

function props() {
  return {
    domElement,
    basePath: config.basePath,
    pathname: screenPath(),
    search: window.location.search,
    language,
    serviceBaseUrl: config.hotelsBaseUrl,
    serverBaseUrl: config.serverBaseUrl,
    user,
    theme: THEME,
    navigate(path, options) {
      const target = path.startsWith('/b-hotels') ? path : '/b-hotels';
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', `${config.basePath}${target}`);
      refresh();
    },
    onUnauthorized: () => void signIn().then((signedIn) => ((user = signedIn), refresh())),
    notify: (kind, message, description) => showStatus([message, description].filter(Boolean).join(' ')),
    onCurrentUserChanged: (current) => ((user = { ...current, id: current.userId }), refresh()),
  };
}

/** single-spa takes one update at a time. */
function refresh() {
  if (parcel) updates = updates.then(() => parcel.update(props()));
}

function showStatus(text) {
  document.getElementById('status').textContent = text;
}

function showLanguage() {
  document.documentElement.lang = language;
  for (const element of document.querySelectorAll('[data-text]')) element.textContent = TEXT[language][element.dataset.text];
  for (const button of document.querySelectorAll('[data-language]')) button.setAttribute('aria-pressed', String(button.dataset.language === language));
  document.getElementById('visitor').textContent = user ? `${TEXT[language].visitor} ${user.firstName} ${user.lastName}` : '';
}

for (const button of document.querySelectorAll('[data-language]')) {
  button.addEventListener('click', () => {
    language = button.dataset.language;
    window.localStorage.setItem('language', language);
    showLanguage();
    refresh();
  });
}
window.addEventListener('popstate', refresh);

showLanguage();
try {
  const [lifecycles, visitor] = await Promise.all([loadRemote(config.remoteManifestUrl), signIn()]);
  user = visitor;
  showLanguage();
  parcel = mountRootParcel(lifecycles, props());
  await parcel.mountPromise;
} catch (error) {
  console.error('The hotels remote could not start', error);
  showStatus(TEXT[language].failed);
}
