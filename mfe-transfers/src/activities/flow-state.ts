import type { ActivityDestination, ActivityOffer, AgeBand, FieldIssue } from '@portal/contracts';
import { createWizardState } from '@portal/ui';
import type { ResultsView } from './search';
import type { BandCounts, TravellerDraft } from './travellers';

/** The start the agent picked on the product's calendar. */
export interface SlotChoice {
  productId: string;
  optionId: string;
  date: string;
  startTime: string;
}

/** Travellers, answers and contact as the form holds them. */
export interface TravellersDraft {
  travellers: TravellerDraft[];
  answers?: Record<string, string | number | undefined>;
  leadTraveller?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  clientReference?: string;
}

/** What the agent chose so far, from search to booking. */
export interface FlowState {
  search?: { destination: string; from: string; to: string };
  destination?: ActivityDestination;
  view?: ResultsView;
  productId?: string;
  slot?: SlotChoice;
  counts?: BandCounts;
  /** The first band's name, for "from" prices. */
  firstBand?: AgeBand;
  draft?: TravellersDraft;
  /** The offer as the last check answered it, its price accepted. */
  offer?: ActivityOffer;
  /** Fields the service refused at booking, shown again on the travellers form. */
  issues?: FieldIssue[];
  /** One per booking attempt, reused on a retry so the service books (and debits) once. */
  idempotencyKey?: string;
}

/** The flow's state, one per mount of the remote; session storage keeps it across a reload of any step. */
export const { WizardProvider: FlowProvider, useWizard: useFlow } = createWizardState<FlowState>('mfe-transfers:activities-flow');
