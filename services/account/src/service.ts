import { TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';

/** The account service: wallet ledger, top-ups, markups, reports. Domain routes arrive with the account issue. */
export const accountService: ServiceDefinition = {
  name: 'account',
  topics: [TOPICS.account],
};
