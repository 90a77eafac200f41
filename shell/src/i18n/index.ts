import type { Language } from '@portal/contracts';
import { createI18n, type I18n } from '@portal/i18n';
import { shellEn } from './strings.en';
import { shellFr } from './strings.fr';

export const SHELL_NAMESPACE = 'shell';

export function createShellI18n(language: Language): I18n {
  return createI18n({ language, namespace: SHELL_NAMESPACE, strings: { en: shellEn, fr: shellFr } });
}
