import { Replicas } from '@portal/bookings';
import type { Connection } from 'mongoose';

/** What flights keeps of an agency's markups: its service charge per ticket (spec §3). */
export interface FlightMarkup {
  serviceChargePerTicket: number;
}

/** Flights' replicas of account's and identity's data (the kit's), with the service charge per ticket. */
export class FlightReplicas extends Replicas<FlightMarkup> {
  constructor(connection: Connection) {
    super(connection, { keep: (settings) => ({ serviceChargePerTicket: settings.flights.serviceChargePerTicket }) });
  }

  async serviceCharge(agencyId: string): Promise<number> {
    return (await this.markup(agencyId)).serviceChargePerTicket;
  }
}
