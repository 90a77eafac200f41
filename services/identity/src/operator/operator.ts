import { AppError } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';

/** The agency's first admin: who hears of the operators' decision. */
export async function adminOf(identity: Identity, agency: AgencyDoc): Promise<UserDoc> {
  const admin = await identity.models.users.findOne({ agencyId: agency._id, role: 'agency_admin' }).sort({ createdAt: 1 }).lean<UserDoc>();
  if (!admin) throw new AppError('not_found', 'The agency has no administrator');
  return admin;
}

/** Why an agency cannot be approved or rejected: unknown, or already decided. */
export async function notDecidable(identity: Identity, id: string): Promise<AppError> {
  const agency = await identity.models.agencies
    .findOne({ _id: new ObjectId(id) })
    .select({ status: 1 })
    .lean<Pick<AgencyDoc, 'status'>>();
  if (!agency) return new AppError('not_found', 'No such agency');
  return new AppError('agency_not_pending', `The agency is ${agency.status.replace('_', ' ')}, not awaiting approval`, { status: agency.status }, 409);
}
