import type { Binary, Collection, Db, ObjectId } from 'mongodb';
import type { CompanyFields, Language, Role } from '@portal/contracts';
import type { UsedChallenge } from './captcha';

export type AgencyStatus = 'pending_verification' | 'pending_approval' | 'approved' | 'rejected';
export type UserStatus = 'active' | 'disabled' | 'invited';

export interface AgencyDoc extends CompanyFields {
  _id: ObjectId;
  status: AgencyStatus;
  /** Numeric id partners quote in their sign-in links. */
  professionalId: string;
  logo: { contentType: string; data: Binary } | null;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  verifiedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: string | null;
}

export interface TwoFactorState {
  enabled: boolean;
  secretSealed: string | null;
  pendingSecretSealed: string | null;
  /** Last accepted time step: a code is never accepted twice. */
  lastStep: number;
}

export interface UserDoc {
  _id: ObjectId;
  agencyId: ObjectId | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  status: UserStatus;
  emailVerified: boolean;
  passwordHash: string | null;
  langId: Language;
  timeZone: string;
  dateFormat: 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD';
  timeFormat: 'HH:mm' | 'hh:mm A';
  twoFactor: TwoFactorState;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
  /**
   * Set on an agency's invitation of an address whose account is in another agency: the address as
   * invited. `email` then holds `placeholderEmail`'s key, which no sign-in can name, so the account
   * keeps its address and this row can never sign in, reset a password or be activated.
   */
  invitedAddress?: string;
}

/** The address a user is shown and searched under (an invitation placeholder's, not its key). */
export function addressOf(user: Pick<UserDoc, 'email' | 'invitedAddress'>): string {
  return user.invitedAddress ?? user.email;
}

/** A placeholder's `email`: unique per agency and address, and never a valid address (it has a space). */
export function placeholderEmail(address: string, agencyId: ObjectId): string {
  return `${address} ${agencyId.toHexString()}`;
}

export type TokenKind = 'verify' | 'reset' | 'invite';

/** Single-use link tokens; only their SHA-256 is stored. */
export interface LinkTokenDoc {
  _id: string;
  kind: TokenKind;
  userId: ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface PartnerDoc {
  _id: string;
  name: string;
  agencyId: ObjectId;
  secretSealed: string;
  createdAt: Date;
}

export interface FailureDoc {
  key: string;
  at: Date;
}

/** Marks that can exist once: a spent 2FA time step (`${userId}:${step}`), a used link (its hash). */
export interface OnceDoc {
  _id: string;
  at: Date;
}

/** A partner link already used (its signature), kept until the link would be refused as too old anyway. */
export interface UsedPartnerLinkDoc {
  _id: string;
  partnerId: string;
  expiresAt: Date;
}

export interface IdentityStore {
  agencies: Collection<AgencyDoc>;
  users: Collection<UserDoc>;
  tokens: Collection<LinkTokenDoc>;
  partners: Collection<PartnerDoc>;
  failures: Collection<FailureDoc>;
  once: Collection<OnceDoc>;
  usedPartnerLinks: Collection<UsedPartnerLinkDoc>;
  captchas: Collection<UsedChallenge>;
}

export function identityStore(db: Db): IdentityStore {
  return {
    agencies: db.collection<AgencyDoc>('agencies'),
    users: db.collection<UserDoc>('users'),
    tokens: db.collection<LinkTokenDoc>('link_tokens'),
    partners: db.collection<PartnerDoc>('partners'),
    failures: db.collection<FailureDoc>('sign_in_failures'),
    once: db.collection<OnceDoc>('used_once'),
    usedPartnerLinks: db.collection<UsedPartnerLinkDoc>('used_partner_links'),
    captchas: db.collection<UsedChallenge>('used_captchas'),
  };
}

export async function createIndexes(store: IdentityStore): Promise<void> {
  await store.users.createIndex({ email: 1 }, { unique: true });
  await store.users.createIndex({ agencyId: 1, lastName: 1 });
  await store.agencies.createIndex({ professionalId: 1 }, { unique: true });
  await store.agencies.createIndex({ status: 1, createdAt: -1 });
  await store.tokens.createIndex({ userId: 1, kind: 1 });
  await store.usedPartnerLinks.createIndex({ expiresAt: 1 });
}
