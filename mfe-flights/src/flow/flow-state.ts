import { useSyncExternalStore } from 'react';
import type { FieldIssue, FlightOffer, FlightSearchRequest, Traveller } from '@portal/contracts';

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

// Session storage keeps the flow across a reload of any step without outliving the tab.
const KEY = 'mfe-flights:flow';
const listeners = new Set<() => void>();
let current: FlowState = read();

function read(): FlowState {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as FlowState) : {};
  } catch {
    return {};
  }
}

export function updateFlow(change: Partial<FlowState> | ((state: FlowState) => FlowState)): void {
  current = typeof change === 'function' ? change(current) : { ...current, ...change };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // A full or blocked storage only loses the flow on reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFlow(): FlowState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
