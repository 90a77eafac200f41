import type { Language } from '@portal/contracts';
import { commonEn, type CommonStrings } from './common.en';
import { commonFr } from './common.fr';

/** Common strings per language; the type makes every language of the contracts required. */
export const COMMON: Record<Language, CommonStrings> = { en: commonEn, fr: commonFr };
