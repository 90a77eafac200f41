import { authMatrix, startServices, type StartedServices } from '@portal/service-kit/testing';

jest.setTimeout(120_000);

describe('payments: who may call each route', () => {
  let started: StartedServices;

  beforeAll(async () => {
    started = await startServices(['payments']);
  });

  afterAll(() => started.stop());

  it('answers 401 signed out, 403 to a role not declared, lets a declared caller through, and keeps internal routes to services', async () => {
    expect(await authMatrix(started.services.payments!)).toEqual([]);
  });
});
