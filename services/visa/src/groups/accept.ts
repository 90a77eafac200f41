import type { Actor } from '@portal/bookings';
import { GroupEvents, type AcceptGroupOption } from '@portal/contracts';
import { AppError, type SessionClaims } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { endOfDay, type GroupQuoteDoc } from './groups';
import type { GroupsContext } from './routes';

/**
 * Accepts one option and books it through the kit: the quote moves to `accepted` (guarded), the
 * kit books `GR…` once per acceptance (its idempotency key is the acceptance's, so a double click
 * or a retry with another key pays once), then the quote moves to `booked`. A refused payment
 * puts the quote back to `quoted` for another try.
 */
export async function acceptOption(context: GroupsContext, session: SessionClaims, actor: Actor, doc: GroupQuoteDoc, request: Required<AcceptGroupOption>): Promise<GroupQuoteDoc> {
  const { quotes, bookings } = context;
  if (doc.status === 'booked' && doc.chosenOption === request.option) return doc;
  let accepted = doc;
  if (doc.status !== 'accepted' || doc.chosenOption !== request.option || doc.payment !== request.payment) {
    const option = doc.options[request.option];
    if (doc.status === 'quoted' && !option) throw new AppError('validation_failed', 'No such option', { fields: [{ field: 'option', reason: 'invalid_choice' }] });
    if (doc.status === 'quoted' && endOfDay(option!.validUntil) < quotes.clock.now()) throw new AppError('quote_expired', 'This option is no longer valid', { validUntil: option!.validUntil }, 409);
    if (doc.status === 'quoted' && option!.total !== request.acceptedTotal) throw new AppError('prices_expired', 'The total changed: review the quote', { total: option!.total }, 409);
    accepted = await quotes
      .move(doc, 'accepted', { chosenOption: request.option, payment: request.payment }, (moved) => [
        quotes.event(GroupEvents.accepted, moved, `${moved._id.toHexString()}:accepted:${moved.version}`, { kind: 'user', id: session.uid }, { option: request.option, total: option!.total }),
      ])
      .catch(async (err: AppError) => {
        // A double click: the other request accepted the same option; this one follows it to the same booking.
        const now = err.code === 'conflict' ? await quotes.find(doc._id.toHexString()) : null;
        if (now && ['accepted', 'booked'].includes(now.status) && now.chosenOption === request.option && now.payment === request.payment) return now;
        throw err;
      });
    if (accepted.status === 'booked') return accepted;
  }
  const option = accepted.options[accepted.chosenOption!]!;
  const groupRequest = {
    quoteId: accepted._id.toHexString(),
    groupName: accepted.groupName,
    destination: accepted.destination,
    arrival: accepted.arrival,
    departure: accepted.departure,
    currency: accepted.currency,
    total: option.total,
    payment: accepted.payment!,
  };
  const key = `group-${accepted._id.toHexString()}-${accepted.version}`;
  let bookingId: string;
  try {
    const answer = await bookings.create(session, actor, key, groupRequest);
    bookingId = (answer.body as { id: string }).id;
  } catch (err) {
    // The payment refused (the balance short): the booking failed, the quote may be accepted again.
    const failed = await bookings.store.findOne({ agencyId: accepted.agencyId, idempotencyKey: key });
    if (failed?.status === 'failure') await quotes.move(accepted, 'quoted', { chosenOption: null, payment: null }, () => []).catch(() => undefined);
    throw err;
  }
  const booking = await bookings.store.find(new ObjectId(bookingId));
  if (!booking || booking.status !== 'confirmed') throw new AppError('error_booking', 'The group booking was not paid', { reference: booking?.reference }, 409);
  try {
    return await quotes.move(accepted, 'booked', { bookingId: booking._id }, (moved) => [
      quotes.event(
        GroupEvents.booked,
        moved,
        `${moved._id.toHexString()}:booked`,
        { kind: 'user', id: session.uid },
        { bookingReference: booking.reference, total: booking.purchasePrice, paidWith: booking.paidWith ?? accepted.payment! },
      ),
    ]);
  } catch (err) {
    // A racing request booked it first: its answer is this one's.
    const now = await quotes.find(accepted._id.toHexString());
    if (now.status === 'booked') return now;
    throw err;
  }
}
