import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The notifications service: emails and the in-app feed, driven by events. Domain routes arrive with the notifications issue. */
export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  topics: [TOPICS.notifications],
};
