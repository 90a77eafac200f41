import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The helpdesk service: support tickets and their dashboard. Domain routes arrive with the helpdesk issue. */
export const helpdeskService: ServiceDefinition = {
  name: 'helpdesk',
  topics: [TOPICS.helpdesk],
};
