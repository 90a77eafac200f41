import type { FieldIssue, FlightOffer, FlightSearchRequest, Traveller } from '@portal/contracts';
import { createWizardState } from '@portal/ui';

export interface BookingContactDraft {
  email: string;
  phone: string;
  address: string;
  country: string;
  zipCode: string;
}

/** What the agent chose so far, from search to payment. */
export interface FlowState {
  search?: FlightSearchRequest;
  offer?: FlightOffer;
  travellers?: Traveller[];
  contact?: BookingContactDraft;
  acceptedTerms?: boolean;
  /** Fields the service refused at booking, shown again on the traveller form. */
  issues?: FieldIssue[];
  /** One per booking attempt, reused on a retry so the service books (and debits) once. */
  idempotencyKey?: string;
}

/** The flow's state, one per mount of the remote; session storage keeps it across a reload of any step. */
export const { WizardProvider: FlowProvider, useWizard: useFlow } = createWizardState<FlowState>('mfe-flights:flow');
