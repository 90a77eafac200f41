import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';
import { createIdentity } from './identity';
import { accountRoutes } from './routes/account';
import { agencyRoutes } from './routes/agency';
import { authRoutes } from './routes/auth';
import { operatorRoutes } from './routes/operator';
import { passwordRoutes } from './routes/password';
import { registrationRoutes } from './routes/registration';
import { createIndexes } from './store';

/** The identity service: agencies, users, sessions, partners. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  topics: [TOPICS.identity],
  async setup(deps) {
    const identity = createIdentity(deps);
    await createIndexes(identity.store);
    await identity.throttle.init();
    if (!deps.config.production && process.env.DEMO_SEED !== 'off') {
      await seedDemoData(identity);
      deps.log.info({ accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => `${role}: ${email} / ${password}`) }, 'development mode: demo accounts ready');
    }
    return {
      routers: [authRoutes(identity), registrationRoutes(identity), passwordRoutes(identity), accountRoutes(identity), agencyRoutes(identity), operatorRoutes(identity)],
    };
  },
};
