import type { Language } from '@portal/contracts';
import { COMMON } from './common';

const DETAIL = '{{detail}}';

/** Own keys only, so an operation named like an Object member (`constructor`) is not read as a label. */
const own = (labels: Readonly<Record<string, string>>, key: string): string | undefined => (Object.hasOwn(labels, key) ? labels[key] : undefined);

/**
 * A booking history operation in the reader's language: its own label, else the label of its
 * `prefix: {{detail}}` form with the detail translated when known (`supplier: sold_out`), else the
 * text the service recorded.
 */
export function bookingOperationText(operation: string, language: Language): string {
  const { bookingOperations: labels, bookingOperationDetails: details } = COMMON[language];
  const exact = own(labels, operation);
  if (exact) return exact;
  const cut = operation.indexOf(': ');
  const template = cut > 0 ? own(labels, `${operation.slice(0, cut)}: ${DETAIL}`) : undefined;
  if (!template) return operation;
  const detail = operation.slice(cut + 2);
  return template.replace(DETAIL, own(details, detail) ?? own(labels, detail) ?? detail);
}
