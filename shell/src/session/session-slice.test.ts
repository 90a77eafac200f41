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
    jest.resetModules();
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
});
