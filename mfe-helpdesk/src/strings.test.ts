import { remoteStringsSuite } from '@portal/i18n/testing';
import { strings } from './strings';

remoteStringsSuite('helpdesk', {
  strings,
  sourceDir: __dirname,
  leastKeys: 80,
  sameInFrench: [
    'Service',
    'Message',
    'Messages',
    'Support',
    'Tickets',
    'Visa',
    '{{count}} ticket',
    '{{count}} tickets',
    '{{hours}} h {{minutes}} min',
    '{{minutes}} min',
    '{{value}} %',
    'Ticket {{id}}',
  ],
});
