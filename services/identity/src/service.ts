import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';
import { ApiKeys, apiLimitsFromEnv } from './api-keys/api-keys';
import { apiKeyRoutes, internalApiKeyRoutes } from './api-keys/routes';
import { authRoutes } from './auth/routes';
import { companyRoutes } from './company/routes';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';
import { createIdentity } from './identity';
import { createIndexes } from './models';
import { operatorRoutes } from './operator/routes';
import { passwordRoutes } from './password/routes';
import { profileRoutes } from './profile/routes';
import { registrationRoutes } from './registration/routes';
import { userRoutes } from './users/routes';

/** The identity service: agencies, users, sessions, partners. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  topics: [TOPICS.identity],
  async setup(deps) {
    const identity = await createIdentity(deps);
    await createIndexes(identity.models);
    if (!deps.config.production && process.env.DEMO_SEED !== 'off') {
      await seedDemoData(identity);
      deps.log.info({ accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => `${role}: ${email} / ${password}`) }, 'development mode: demo accounts ready');
    }
    const apiKeys = new ApiKeys(identity.models, deps.clock, apiLimitsFromEnv());
    return {
      routers: [
        authRoutes(identity),
        registrationRoutes(identity),
        passwordRoutes(identity),
        profileRoutes(identity),
        companyRoutes(identity),
        userRoutes(identity),
        operatorRoutes(identity),
        apiKeyRoutes(identity, apiKeys),
      ],
      internalRouters: [internalApiKeyRoutes(apiKeys)],
    };
  },
};
