import { randomUUID } from 'node:crypto';
import { modelConnection, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps } from '@portal/service-kit/testing';
import { accountService } from '../service';
import { Wallets } from './wallet';

/**
 * The account service for a product service's booking tests: started on a database of its own (its
 * internal URL given to the product through `ACCOUNT_INTERNAL_URL`), and agencies opened with a
 * balance, their contract currency copied where the product keeps it, and an agent's session.
 */
export class TestAccount {
  private constructor(
    readonly service: RunningService,
    readonly wallets: Wallets,
  ) {}

  /** Starts account; start the product service after it, so it calls this one. */
  static async start(): Promise<TestAccount> {
    const service = await startService(accountService, testDeps('account'));
    process.env.ACCOUNT_INTERNAL_URL = service.internalUrl;
    return new TestAccount(service, new Wallets(await modelConnection(service.deps.mongo), service.deps.log));
  }

  /** A new agency with `balance` (minor units) in its wallet, known to `product`, with an agent's session cookie for it. */
  async agency(product: RunningService, balance: number, currency = 'EUR'): Promise<{ agencyId: string; cookie: string }> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await this.wallets.open(agencyId, currency);
    if (balance > 0) await this.topUp(agencyId, balance, 'opening', currency);
    await product.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency });
    return { agencyId, cookie: sessionCookie(product.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' }) };
  }

  async topUp(agencyId: string, amount: number, key: string, currency = 'EUR'): Promise<void> {
    await this.wallets.move({ agencyId, key, type: 'top_up', amount, heldChange: 0, currency, reference: key.toUpperCase() });
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await dropTestDeps(this.service.deps);
  }
}
