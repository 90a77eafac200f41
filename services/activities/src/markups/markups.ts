import { Replicas } from '@portal/bookings';
import type { MarkupRule } from '@portal/contracts';
import type { Connection } from 'mongoose';

/** What activities keep of an agency's markups: its activities rule, a percentage or a fixed amount per booking (spec §3). */
export interface ActivityMarkup {
  activities: MarkupRule;
}

export type ActivityReplicas = Replicas<ActivityMarkup>;

/** Activities' replicas of account's and identity's data: the kit's, keeping the activities markup rule. */
export function activityReplicas(connection: Connection): ActivityReplicas {
  return new Replicas<ActivityMarkup>(connection, { keep: (settings) => ({ activities: settings.activities }) });
}
