import { defaultRuntimeConfig, type UserData } from '@portal/contracts';

const USER: UserData = {
  id: 'u-1',
  langId: 'fr',
  firstName: 'Amina',
  lastName: 'Benali',
  email: 'amina@agency.example',
  dateTimeFormat: 'DD/MM/YYYY HH:mm',
  utcOffsetTime: '+01:00',
};

/** Minimal browser storage for the node test environment. */
function installStorage(): Map<string, string> {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.assign(globalThis, { window: { localStorage } });
  return items;
}

async function load() {
  const userData = await import('./user-data');
  const slice = await import('./session-slice');
  const { createShellStore } = await import('../store');
  return { ...userData, ...slice, store: createShellStore(defaultRuntimeConfig()) };
}

describe('session', () => {
  let items: Map<string, string>;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

  beforeEach(() => {
    items = installStorage();
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('starts signed in from a valid stored record and ignores an invalid one', async () => {
    items.set('userData', JSON.stringify(USER));
    const { store, selectUser, readUserData } = await load();
    expect(selectUser(store.getState())).toEqual(USER);
    items.set('userData', '{"id":42}');
    expect(readUserData()).toBeNull();
  });

  it('signs out on the server with credentials and clears the record whatever it answers', async () => {
    items.set('userData', JSON.stringify(USER));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, signOut, selectUser } = await load();
    await store.dispatch(signOut());
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:4000/auth/logout', { method: 'POST', credentials: 'include' });
    expect(items.has('userData')).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('treats any 401 as the end of the session', async () => {
    items.set('userData', JSON.stringify(USER));
    const { store, sessionExpired, selectUser } = await load();
    await store.dispatch(sessionExpired());
    expect(items.has('userData')).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  const ME = {
    userId: 'u-1',
    langId: 'fr',
    partner: 'Atlas Voyages',
    firstName: 'Amina',
    lastName: 'Benali',
    email: 'amina@agency.example',
    dateTimeFormat: 'YYYY-MM-DD HH:mm',
    utcOffsetTime: '(UTC+01:00) Africa/Tunis',
    currency: 'TND',
    role: 'agency_admin',
    agencyId: 'a-1',
    agencyName: 'Atlas Voyages',
    twoFactorEnabled: false,
    phone: '0600000000',
    timeZone: 'Africa/Tunis',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm',
  };

  it('refreshes the record from the current-user lookup, keeping the zone only', async () => {
    items.set('userData', JSON.stringify({ ...USER, partnerId: 'c2VhbGVk' }));
    fetchMock.mockImplementation(() => json(200, { user: ME }));
    const { store, checkSession, selectUser } = await load();
    await store.dispatch(checkSession());
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://localhost:4000/auth/me');
    expect(request.credentials).toBe('include');
    const expected = { ...USER, partnerId: 'c2VhbGVk', partner: 'Atlas Voyages', dateTimeFormat: 'YYYY-MM-DD HH:mm', utcOffsetTime: 'Africa/Tunis', currency: 'TND', role: 'agency_admin' };
    expect(selectUser(store.getState())).toEqual(expected);
    expect(JSON.parse(items.get('userData')!)).toEqual(expected);
  });

  it.each([
    ['a 401', () => json(401, { error: { code: 'unauthorized', message: 'Not authorized' } })],
    ['a server error', () => json(503, { error: { code: 'service_unavailable', message: 'down' } })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without a user', () => json(200, {})],
  ])('ends the session and removes the stored balance when the lookup gets %s', async (_, answer) => {
    items.set('userData', JSON.stringify(USER));
    items.set('balance', '{"currency":"EUR","available":100,"held":0,"creditLimit":0,"outstanding":0}');
    fetchMock.mockImplementation(answer);
    const { store, checkSession, selectUser, selectSessionEnd } = await load();
    await store.dispatch(checkSession());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectSessionEnd(store.getState())).toBe('expired');
    expect(items.has('userData')).toBe(false);
    expect(items.has('balance')).toBe(false);
  });

  it('stores a partner sign-in as the spec’s record, with the sealed partner id', async () => {
    const { store, startSession, userDataFromPartner, selectUser } = await load();
    const answer = {
      userId: 'u-9',
      langId: 'en' as const,
      partner: 'Medina Tours',
      firstName: 'Lucas',
      lastName: 'Martin',
      email: 'lucas@agency.example',
      dateFormat: 'DD/MM/YYYY HH:mm',
      utcOffsetTime: '(UTC+01:00) Europe/Paris',
    };
    await store.dispatch(startSession(userDataFromPartner(answer, 'c2VhbGVk')));
    expect(selectUser(store.getState())).toEqual({
      id: 'u-9',
      langId: 'en',
      partner: 'Medina Tours',
      partnerId: 'c2VhbGVk',
      firstName: 'Lucas',
      lastName: 'Martin',
      email: 'lucas@agency.example',
      dateTimeFormat: 'DD/MM/YYYY HH:mm',
      utcOffsetTime: 'Europe/Paris',
    });
  });
});
