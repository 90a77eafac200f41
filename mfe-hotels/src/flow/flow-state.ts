import type { FieldIssue, HotelDestination, HotelGuest, HotelInfo, HotelRate, HotelStay } from '@portal/contracts';
import { createWizardState } from '@portal/ui';
import type { ResultsView } from './stay';

export interface GuestsDraft {
  rooms: { leadGuest: HotelGuest }[];
  specialRequests?: string;
  clientReference?: string;
}

/** What the agent chose so far, from search to payment. */
export interface FlowState {
  stay?: HotelStay;
  /** The destination picked, to show its name again. */
  destination?: HotelDestination;
  view?: ResultsView;
  /** The search the hotel's rates are asked under. */
  searchId?: string;
  hotelId?: string;
  /** The hotel the rate is of, as the review shows it. */
  hotel?: Pick<HotelInfo, 'name' | 'stars' | 'address' | 'cityName' | 'country'>;
  /** The rate as the last re-check answered it, its price accepted. */
  rate?: HotelRate;
  guests?: GuestsDraft;
  /** Fields the service refused at booking, shown again on the guests form. */
  issues?: FieldIssue[];
  /** One per booking attempt, reused on a retry so the service books (and debits) once. */
  idempotencyKey?: string;
}

/** The flow's state, one per mount of the remote; session storage keeps it across a reload of any step. */
export const { WizardProvider: FlowProvider, useWizard: useFlow } = createWizardState<FlowState>('mfe-hotels:flow');
