import type { TFunction } from 'i18next';
import type { ApiKeyAttribution } from '@portal/contracts';

/** A record's text followed by the integrator API key it was made with, if one was ("Created · via API key “Shop sync”"); records older than the key's name say only that a key was used. */
export function withApiKeyNote(text: string, key: ApiKeyAttribution, t: TFunction): string {
  if (!key.apiKeyId) return text;
  const note = key.apiKeyName ? t('common:bookings.history.viaNamedApiKey', { name: key.apiKeyName }) : t('common:bookings.history.viaApiKey');
  return `${text} · ${note}`;
}
