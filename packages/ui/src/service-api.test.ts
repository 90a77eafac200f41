import { createRemoteStore, createServiceApi } from './service-api';

const api = createServiceApi('testApi').injectEndpoints({
  endpoints: (build) => ({ balance: build.query<{ amount: number }, void>({ query: () => '/api/balance' }) }),
});

describe('service base query', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  const onUnauthorized = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  function store() {
    return createRemoteStore(api, { current: { serviceBaseUrl: 'http://service.test', serverBaseUrl: 'http://server.test', onUnauthorized } });
  }

  it('calls the service base URL with the session cookie', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ amount: 1200 }), { headers: { 'Content-Type': 'application/json' } }));
    const result = await store().dispatch(api.endpoints.balance.initiate());
    expect(result.data).toEqual({ amount: 1200 });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://service.test/api/balance');
    expect(request.credentials).toBe('include');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a 401 to the host', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'unauthorized' } }), { status: 401 }));
    const result = await store().dispatch(api.endpoints.balance.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
