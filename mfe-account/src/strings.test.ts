import { remoteStringsSuite } from '@portal/i18n/testing';
import { strings } from './strings';

remoteStringsSuite('account', {
  strings,
  sourceDir: __dirname,
  leastKeys: 200,
  sameInFrench: ['Date', 'Type', 'Actions', 'Licence', 'Logo', 'Finance', 'Visa', 'Agent', 'Version', 'E-mails', '{{value}}%', 'Webhooks', 'URL', 'Secret', 'Mode', 'Sandbox', 'Active'],
});
