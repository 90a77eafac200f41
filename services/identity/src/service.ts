import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The identity service: agencies, users, sessions, partners. Domain routes arrive with the identity issue. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  topics: [TOPICS.identity],
};
