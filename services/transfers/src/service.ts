import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The transfers service: transfer search and booking. Domain routes arrive with the transfers issue. */
export const transfersService: ServiceDefinition = {
  name: 'transfers',
  topics: [TOPICS.transfers],
};
