import { Replicas } from '@portal/bookings';
import type { MarkupRule } from '@portal/contracts';
import type { Connection } from 'mongoose';

/** What transfers keep of an agency's markups: its transfer rule, a percentage or a fixed amount (spec §3). */
export interface TransferMarkup {
  transfers: MarkupRule;
}

export type TransferReplicas = Replicas<TransferMarkup>;

/** Transfers' replicas of account's and identity's data: the kit's, keeping the transfer markup rule. */
export function transferReplicas(connection: Connection): TransferReplicas {
  return new Replicas<TransferMarkup>(connection, { keep: (settings) => ({ transfers: settings.transfers }) });
}
