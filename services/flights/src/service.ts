import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The flights service: flight search, booking and ticketing. Domain routes arrive with the flights issue. */
export const flightsService: ServiceDefinition = {
  name: 'flights',
  topics: [TOPICS.flights],
};
