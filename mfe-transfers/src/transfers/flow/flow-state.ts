import type { FieldIssue, TransferLeadPassenger, TransferOffer, TransferPlace, TransferSearchRequest, TransferTripDetails, TransferTripResults } from '@portal/contracts';
import { createWizardState } from '@portal/ui';

/** A searched trip as the results answered it, without its offers. */
export type TripContext = Omit<TransferTripResults, 'offers'>;

export interface ChosenTrip {
  trip: TripContext;
  /** As the last re-check answered it, its price accepted. */
  offer: TransferOffer;
}

export interface PassengersDraft {
  leadPassenger: TransferLeadPassenger;
  clientReference?: string;
  trips: { childSeats: number; details: TransferTripDetails }[];
}

/** What the agent chose so far, from search to payment. */
export interface FlowState {
  search?: TransferSearchRequest;
  /** Places picked, by id, to show their names again. */
  places?: Record<string, TransferPlace>;
  /** Trip details known before (a flight booking's "Add a transfer"), by trip. */
  prefillDetails?: Partial<TransferTripDetails>[];
  /** The offer chosen per searched trip. */
  chosen?: (ChosenTrip | null)[];
  info?: PassengersDraft;
  /** Fields the service refused at booking, shown again on the passengers form. */
  issues?: FieldIssue[];
  /** One per booking attempt, reused on a retry so the service books (and debits) once. */
  idempotencyKey?: string;
}

/** The flow's state, one per mount of the remote; session storage keeps it across a reload of any step. */
export const { WizardProvider: FlowProvider, useWizard: useFlow } = createWizardState<FlowState>('mfe-transfers:flow');
