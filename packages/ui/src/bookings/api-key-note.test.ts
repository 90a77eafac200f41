import i18next from 'i18next';
import { commonEn, commonFr } from '@portal/i18n';
import { withApiKeyNote } from './api-key-note';

describe('withApiKeyNote', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['common'], resources: { en: { common: commonEn }, fr: { common: commonFr } }, interpolation: { escapeValue: false } });
  });

  it("names the key a change was made with, in the reader's language", async () => {
    expect(withApiKeyNote('Created', { apiKeyId: 'k1', apiKeyName: 'Shop & sync' }, i18n.t)).toBe('Created · via API key “Shop & sync”');
    await i18n.changeLanguage('fr');
    expect(withApiKeyNote('Créée', { apiKeyId: 'k1', apiKeyName: 'Shop & sync' }, i18n.t)).toBe('Créée · via la clé API « Shop & sync »');
    await i18n.changeLanguage('en');
  });

  it('says only that a key was used when the record has no name, and nothing for a portal user', () => {
    expect(withApiKeyNote('Created', { apiKeyId: 'k1' }, i18n.t)).toBe('Created · via API key');
    expect(withApiKeyNote('Created', {}, i18n.t)).toBe('Created');
  });
});
