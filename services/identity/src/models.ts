import type { ApiKeyMode, CompanyFields, Language, Role } from '@portal/contracts';
import { modelConnection } from '@portal/service-kit';
import type { Binary, Db, MongoClient, ObjectId } from 'mongodb';
import { Schema, type Model } from 'mongoose';

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
  /** False once an operator turned the agency's integrator API access off; absent means on. */
  developerActive?: boolean;
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

/** A failed sign-in attempt, counted by the throttle. */
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

/** A captcha challenge already accepted, kept until it would be refused as expired anyway. */
export interface UsedChallenge {
  _id: string;
  expiresAt: Date;
}

/** An integrator API key: only its SHA-256 is kept, with a few first characters to tell it apart. */
export interface ApiKeyDoc {
  _id: ObjectId;
  agencyId: ObjectId;
  name: string;
  mode: ApiKeyMode;
  prefix: string;
  hash: string;
  /** The acting user of the key's calls. */
  createdBy: ObjectId;
  createdByName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Calls of a key in one UTC day (`<key>:d:<yyyy-mm-dd>`) or one second (`<key>:s:<unix second>`), counted with guarded `$inc`. */
export interface ApiKeyCounterDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

export interface IdentityModels {
  agencies: Model<AgencyDoc>;
  users: Model<UserDoc>;
  tokens: Model<LinkTokenDoc>;
  partners: Model<PartnerDoc>;
  failures: Model<FailureDoc>;
  once: Model<OnceDoc>;
  usedPartnerLinks: Model<UsedPartnerLinkDoc>;
  captchas: Model<UsedChallenge>;
  apiKeys: Model<ApiKeyDoc>;
  apiKeyCounters: Model<ApiKeyCounterDoc>;
}

// Indexes are built by `createIndexes` at start (autoIndex off), collections by the first write; no `__v`: nothing is versioned.
const OPTIONS = { versionKey: false, autoIndex: false, autoCreate: false } as const;

function agencySchema(): Schema<AgencyDoc> {
  const schema = new Schema<AgencyDoc>(
    {
      _id: Schema.Types.ObjectId,
      agencyName: String,
      address: String,
      city: String,
      zipCode: String,
      country: String,
      phone: String,
      tradeRegister: String,
      taxNumber: String,
      licence: String,
      numberOfEmployees: String,
      businessModel: String,
      contractCurrency: String,
      productsOfInterest: [String],
      heardAbout: String,
      status: String,
      professionalId: String,
      // Read back as the driver's Binary, as stored.
      logo: Schema.Types.Mixed,
      rejectionReason: String,
      verifiedAt: Date,
      decidedAt: Date,
      decidedBy: String,
      developerActive: Boolean,
    },
    { ...OPTIONS, collection: 'agencies', timestamps: true },
  );
  schema.index({ professionalId: 1 }, { unique: true });
  schema.index({ status: 1, createdAt: -1 });
  return schema;
}

function userSchema(): Schema<UserDoc> {
  const schema = new Schema<UserDoc>(
    {
      _id: Schema.Types.ObjectId,
      agencyId: Schema.Types.ObjectId,
      email: String,
      firstName: String,
      lastName: String,
      phone: String,
      role: String,
      status: String,
      emailVerified: Boolean,
      passwordHash: String,
      langId: String,
      timeZone: String,
      dateFormat: String,
      timeFormat: String,
      twoFactor: { enabled: Boolean, secretSealed: String, pendingSecretSealed: String, lastStep: Number },
      lastSignInAt: Date,
      invitedAddress: String,
    },
    { ...OPTIONS, collection: 'users', timestamps: true },
  );
  // Emails are sign-in identifiers: one account per address across agencies.
  schema.index({ email: 1 }, { unique: true });
  schema.index({ agencyId: 1, lastName: 1 });
  return schema;
}

function tokenSchema(): Schema<LinkTokenDoc> {
  const schema = new Schema<LinkTokenDoc>({ _id: String, kind: String, userId: Schema.Types.ObjectId, expiresAt: Date, usedAt: Date, createdAt: Date }, { ...OPTIONS, collection: 'link_tokens' });
  schema.index({ userId: 1, kind: 1 });
  return schema;
}

function partnerSchema(): Schema<PartnerDoc> {
  return new Schema<PartnerDoc>({ _id: String, name: String, agencyId: Schema.Types.ObjectId, secretSealed: String, createdAt: Date }, { ...OPTIONS, collection: 'partners' });
}

function failureSchema(): Schema<FailureDoc> {
  const schema = new Schema<FailureDoc>({ key: String, at: Date }, { ...OPTIONS, collection: 'sign_in_failures' });
  schema.index({ key: 1, at: -1 });
  return schema;
}

/** Marks whose `_id` is unique: inserting one is the atomic "first time" test. */
function onceSchema(): Schema<OnceDoc> {
  return new Schema<OnceDoc>({ _id: String, at: Date }, { ...OPTIONS, collection: 'used_once' });
}

function usedPartnerLinkSchema(): Schema<UsedPartnerLinkDoc> {
  const schema = new Schema<UsedPartnerLinkDoc>({ _id: String, partnerId: String, expiresAt: Date }, { ...OPTIONS, collection: 'used_partner_links' });
  schema.index({ expiresAt: 1 });
  return schema;
}

function usedChallengeSchema(): Schema<UsedChallenge> {
  return new Schema<UsedChallenge>({ _id: String, expiresAt: Date }, { ...OPTIONS, collection: 'used_captchas' });
}

function apiKeySchema(): Schema<ApiKeyDoc> {
  const schema = new Schema<ApiKeyDoc>(
    {
      _id: Schema.Types.ObjectId,
      agencyId: Schema.Types.ObjectId,
      name: String,
      mode: String,
      prefix: String,
      hash: String,
      createdBy: Schema.Types.ObjectId,
      createdByName: String,
      createdAt: Date,
      lastUsedAt: Date,
      revokedAt: Date,
    },
    { ...OPTIONS, collection: 'api_keys' },
  );
  schema.index({ hash: 1 }, { unique: true });
  schema.index({ agencyId: 1, createdAt: -1 });
  return schema;
}

function apiKeyCounterSchema(): Schema<ApiKeyCounterDoc> {
  const schema = new Schema<ApiKeyCounterDoc>({ _id: String, count: Number, expiresAt: Date }, { ...OPTIONS, collection: 'api_key_counters' });
  schema.index({ expiresAt: 1 });
  return schema;
}

/** Identity's mongoose models, on the service's own MongoClient. */
export async function identityModels(client: MongoClient, db: Db): Promise<IdentityModels> {
  const connection = await modelConnection({ client, db });
  return {
    agencies: connection.model('Agency', agencySchema()),
    users: connection.model('User', userSchema()),
    tokens: connection.model('LinkToken', tokenSchema()),
    partners: connection.model('Partner', partnerSchema()),
    failures: connection.model('SignInFailure', failureSchema()),
    once: connection.model('UsedOnce', onceSchema()),
    usedPartnerLinks: connection.model('UsedPartnerLink', usedPartnerLinkSchema()),
    captchas: connection.model('UsedCaptcha', usedChallengeSchema()),
    apiKeys: connection.model('ApiKey', apiKeySchema()),
    apiKeyCounters: connection.model('ApiKeyCounter', apiKeyCounterSchema()),
  };
}

/** Builds every model's declared indexes (unique ones included) before the service answers. */
export async function createIndexes(models: IdentityModels): Promise<void> {
  for (const model of Object.values(models) as Model<unknown>[]) await model.createIndexes();
}
