import type { MarkupRule, MarkupSettings } from '@portal/contracts';
import { toMajor, toMinor } from '../shared/money';

export const RULE_PRODUCTS = ['hotels', 'transfers', 'activities'] as const;
export type RuleProduct = (typeof RULE_PRODUCTS)[number];

/** The form's view of the markups: fixed amounts in major units, as people type them. */
export interface MarkupForm {
  hotels: MarkupRule;
  transfers: MarkupRule;
  activities: MarkupRule;
  flights: { serviceChargePerTicket: number };
}

const ruleToForm = (rule: MarkupRule, currency: string): MarkupRule => (rule.mode === 'fixed' ? { mode: 'fixed', value: toMajor(rule.value, currency) } : rule);

const ruleFromForm = (rule: MarkupRule | undefined, currency: string): MarkupRule => {
  const value = Number(rule?.value ?? 0);
  return rule?.mode === 'fixed' ? { mode: 'fixed', value: toMinor(value, currency) } : { mode: 'percent', value };
};

export function formOf(settings: MarkupSettings, currency: string): MarkupForm {
  return {
    hotels: ruleToForm(settings.hotels, currency),
    transfers: ruleToForm(settings.transfers, currency),
    activities: ruleToForm(settings.activities, currency),
    flights: { serviceChargePerTicket: toMajor(settings.flights.serviceChargePerTicket, currency) },
  };
}

/** What `PUT /account/markups` takes; half-typed values count as zero so the preview always shows something. */
export function settingsOf(form: Partial<MarkupForm>, currency: string): MarkupSettings {
  return {
    hotels: ruleFromForm(form.hotels, currency),
    transfers: ruleFromForm(form.transfers, currency),
    activities: ruleFromForm(form.activities, currency),
    flights: { serviceChargePerTicket: toMinor(Number(form.flights?.serviceChargePerTicket ?? 0), currency) },
  };
}

export function sameRule(a: MarkupRule, b: MarkupRule): boolean {
  return a.mode === b.mode && a.value === b.value;
}
