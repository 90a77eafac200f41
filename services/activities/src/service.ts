import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The activities service: tours, tickets and excursions at destination, behind the main server at `/activities`. */
export const activitiesService: ServiceDefinition = {
  name: 'activities',
  topics: [TOPICS.activities],
};
