import { canMoveVisa, VISA_DESK_MOVES, type VisaDocumentKind, type VisaRequestStatus } from '@portal/contracts';

/** The desk's moves the current status allows (spec §4 as VISA_TRANSITIONS writes it): only those are offered. */
export const movesFrom = (status: VisaRequestStatus) => VISA_DESK_MOVES.filter((to) => canMoveVisa(status, to));

/** One document asked again, as the dialog holds it before sending. */
export interface MissingRow {
  participant: number;
  kind?: VisaDocumentKind;
  reason: string;
}

/** Every row names a document and says why; the same document twice is once. */
export function missingIssues(rows: readonly MissingRow[]): string | null {
  if (rows.length === 0) return 'required';
  if (rows.some((row) => !row.kind || !row.reason.trim())) return 'required';
  const keys = rows.map((row) => `${row.participant}:${row.kind}`);
  return new Set(keys).size === keys.length ? null : 'invalid';
}
