import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The hotels service: hotel search and booking. Domain routes arrive with the hotels issue. */
export const hotelsService: ServiceDefinition = {
  name: 'hotels',
  topics: [TOPICS.hotels],
};
