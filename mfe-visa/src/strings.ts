import type { Language } from '@portal/contracts';
import { groupsEn, groupsFr } from './groups/strings';
import { hotelsEn, hotelsFr } from './hotels/strings';
import { requestsEn, requestsFr } from './requests/strings';

const en = { area: 'Visa', ...requestsEn, ...groupsEn, ...hotelsEn };
const fr: typeof en = { area: 'Visa', ...requestsFr, ...groupsFr, ...hotelsFr };

export const strings: Record<Language, typeof en> = { en, fr };
