import { randomUUID } from 'node:crypto';
import { modelConnection, startService, type RunningService, type ServiceDefinition } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps } from '@portal/service-kit/testing';
import { accountService } from '../service';
import { Wallets } from '../wallet/wallet';

/** A product service's booking tests against the real account service: agencies with funded wallets, calls as their agents. */
export interface BookingTestbed {
  account: RunningService;
  product: RunningService;
  wallets: Wallets;
  /** A new agency with its wallet opened (and topped up by `balance`), its currency known to the product; its agent's cookie. */
  agencyWith(balance: number, currency?: string): Promise<{ agencyId: string; cookie: string }>;
  /** One call to the product service with a session cookie: a JSON body parsed, any other as text. */
  call(cookie: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  stop(): Promise<void>;
}

/**
 * Starts the account service, then the product service whose money goes through it (its
 * `ACCOUNT_INTERNAL_URL`), each on a test database of its own; `stop` drops both.
 */
export async function bookingTestbed(definition: ServiceDefinition): Promise<BookingTestbed> {
  const account = await startService(accountService, testDeps('account'));
  process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
  const product = await startService(definition, testDeps(definition.name));
  const wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  return {
    account,
    product,
    wallets,
    async agencyWith(balance, currency = 'EUR') {
      const agencyId = `agency-${randomUUID().slice(0, 8)}`;
      await wallets.open(agencyId, currency);
      if (balance > 0) await wallets.move({ agencyId, key: 'opening', type: 'top_up', amount: balance, heldChange: 0, currency, reference: 'OPENING' });
      // The product's copy of the agency's contract currency (the kit's replicas, fed by identity's approval event).
      await product.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency });
      return { agencyId, cookie: sessionCookie(product.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' }) };
    },
    async call(cookie, method, path, body, headers = {}) {
      const res = await fetch(`${product.url}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
    },
    async stop() {
      for (const service of [product, account]) {
        await service.stop();
        await dropTestDeps(service.deps);
      }
    },
  };
}
