import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The visa service: visa requests, group quotations, hotel visa reservations. Domain routes arrive with the visa issue. */
export const visaService: ServiceDefinition = {
  name: 'visa',
  topics: [TOPICS.visa],
};
