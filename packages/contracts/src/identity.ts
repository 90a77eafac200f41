import { z } from 'zod';
import { defineEvent, TOPICS } from './events';
import { languageSchema } from './runtime-config';
import { roleSchema, userDataSchema } from './session';
import { emailField, LIMITS, newPasswordFields, optionalText, paginationQuery, phoneField, REASONS, requiredText, twoFactorCodeField, zipField, pageOf } from './validation';

// ---------------------------------------------------------------- choices (spec §3)

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'MAD', 'TND', 'AED'] as const;
export const currencySchema = z.enum(CURRENCIES, { error: REASONS.invalidChoice });

export const EMPLOYEE_RANGES = ['1-5', '6-20', '21-50', '51-200', '201+'] as const;
export const BUSINESS_MODELS = ['leisure', 'corporate', 'mice', 'online', 'tour_operator', 'mixed'] as const;
export const PRODUCTS = ['flights', 'hotels', 'transfers', 'activities', 'visa'] as const;
export const HEARD_ABOUT = ['search_engine', 'social_media', 'trade_show', 'referral', 'sales_representative', 'other'] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const;

export const USER_STATUSES = ['active', 'disabled', 'invited'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export const AGENCY_STATUSES = ['pending_verification', 'pending_approval', 'approved', 'rejected'] as const;
export const agencyStatusSchema = z.enum(AGENCY_STATUSES);

// ---------------------------------------------------------------- captcha (self-hosted proof of work)

export const captchaChallengeSchema = z.object({
  /** Opaque signed challenge; the client finds a nonce so that sha256(`${challenge}:${nonce}`) starts with `difficulty` zero bits. */
  challenge: z.string(),
  difficulty: z.number().int().min(1).max(32),
  expiresAt: z.iso.datetime(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** How many zero bits a proof-of-work digest starts with: the captcha's one rule, as the browser solves it and identity checks it. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const captchaSolutionSchema = z.object({ challenge: z.string().min(1), nonce: z.string().min(1).max(32) }, { error: REASONS.captcha });
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

// ---------------------------------------------------------------- company and registration

export const logoUploadSchema = z.object({
  fileName: z.string().max(120),
  /** Base64 of the file; its content decides whether it is a png or jpg, not its name. */
  dataBase64: z
    .string()
    .min(1)
    .max(Math.ceil((LIMITS.logoMaxBytes * 4) / 3) + 4, { error: REASONS.fileSize }),
});

export const companyFields = z.object({
  agencyName: requiredText(LIMITS.longText),
  address: requiredText(LIMITS.longText),
  city: requiredText(LIMITS.mediumText),
  zipCode: zipField,
  country: requiredText(LIMITS.mediumText),
  phone: phoneField,
  tradeRegister: requiredText(LIMITS.mediumText),
  taxNumber: requiredText(LIMITS.mediumText),
  licence: optionalText(LIMITS.mediumText),
  numberOfEmployees: z.enum(EMPLOYEE_RANGES, { error: REASONS.invalidChoice }),
  businessModel: z.enum(BUSINESS_MODELS, { error: REASONS.invalidChoice }),
  contractCurrency: currencySchema,
  productsOfInterest: z.array(z.enum(PRODUCTS)).min(1, { error: REASONS.required }),
  heardAbout: z.enum(HEARD_ABOUT, { error: REASONS.invalidChoice }),
});
export type CompanyFields = z.infer<typeof companyFields>;

export const personFields = z.object({
  firstName: requiredText(LIMITS.shortText),
  lastName: requiredText(LIMITS.shortText),
  email: emailField,
  phone: phoneField,
});

/** `POST /user/profile`: an agency signs up with its first admin. */
export const registrationRequest = z.object({
  company: companyFields,
  admin: personFields.and(newPasswordFields).and(z.object({ langId: languageSchema.default('en') })),
  logo: logoUploadSchema.optional(),
  captcha: captchaSolutionSchema,
});
export type RegistrationRequest = z.input<typeof registrationRequest>;

export const registrationResponse = z.object({ agencyId: z.string(), email: z.string(), verificationExpiresAt: z.iso.datetime() });

export const company = companyFields.extend({
  id: z.string(),
  status: agencyStatusSchema,
  hasLogo: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Company = z.infer<typeof company>;

export const companyUpdateRequest = companyFields.extend({ logo: logoUploadSchema.nullable().optional() });

// ---------------------------------------------------------------- email verification, password reset

export const tokenRequest = z.object({ token: z.string().min(16).max(200) });
export const emailRequest = z.object({ email: emailField });
/** Always the same answer, whether or not the address has an account. */
export const emailSentResponse = z.object({ sent: z.literal(true) });
export const emailVerifiedResponse = z.object({ verified: z.literal(true), awaitingApproval: z.boolean() });
export const passwordSetResponse = z.object({ passwordSet: z.literal(true), email: z.string() });
export const resetPasswordRequest = z.object({ token: z.string().min(16).max(200) }).and(newPasswordFields);

// ---------------------------------------------------------------- sign-in

/** `POST /auth/login` */
export const loginRequest = z.object({
  email: emailField,
  password: z.string({ error: REASONS.required }).min(1, { error: REASONS.required }).max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Either signed in, or a second factor is due with a short-lived challenge. */
export const loginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), userData: userDataSchema }),
  z.object({ status: z.literal('two_factor_required'), challengeToken: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** `POST /auth/twoFA` */
export const twoFactorLoginRequest = z.object({ challengeToken: z.string().min(1), code: twoFactorCodeField });

/** How long a partner link is accepted after its timestamp, and how far ahead of our clock a partner's may run. */
export const PARTNER_LINK_TTL_SECONDS = 5 * 60;
export const PARTNER_LINK_CLOCK_SKEW_SECONDS = 60;

/** `POST /auth/partner`: the partner auto sign-in link's fields. */
export const partnerLoginRequest = z.object({
  partnerId: z.string().regex(/^\d{1,20}$/, { error: 'invalid_partner_id' }),
  email: emailField,
  SHASIGN: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'invalid_signature' }),
  professionalId: z.string().regex(/^\d{1,20}$/, { error: 'invalid_professional_id' }),
  /** When the partner issued the link: Unix time in whole seconds (UTC), as a decimal string. */
  timestamp: z.string().regex(/^\d{1,12}$/, { error: 'invalid_timestamp' }),
});
export type PartnerLoginRequest = z.infer<typeof partnerLoginRequest>;
/** Spec §3: the partner sign-in answer's userData. */
export const partnerUserData = z.object({
  userId: z.string(),
  langId: languageSchema,
  partner: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateFormat: z.string(),
  utcOffsetTime: z.string(),
});
export const partnerLoginResponse = z.object({ userData: partnerUserData });

/** The string a partner signs: HMAC-SHA256 with its secret, lowercase hex. */
export function partnerSignaturePayload(fields: Pick<PartnerLoginRequest, 'partnerId' | 'email' | 'professionalId' | 'timestamp'>): string {
  return `${fields.partnerId}|${fields.email.trim().toLowerCase()}|${fields.professionalId}|${fields.timestamp}`;
}

/** `GET /auth-check` */
export const authCheckResponse = z.object({ authenticated: z.boolean() });

/** `GET /auth/me`: spec §3 current-user answer, plus the role and settings screens need. */
export const currentUser = z.object({
  userId: z.string(),
  langId: languageSchema,
  partnerId: z.string().optional(),
  partner: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateTimeFormat: z.string(),
  /** e.g. `(UTC+01:00) Europe/Paris`; the stored record keeps the part after the first space. */
  utcOffsetTime: z.string(),
  currency: z.string(),
  role: roleSchema,
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  phone: z.string(),
  timeZone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
});
export type CurrentUser = z.infer<typeof currentUser>;
export const currentUserResponse = z.object({ user: currentUser });

// ---------------------------------------------------------------- two-factor

export const twoFactorSetupResponse = z.object({ otpauthUrl: z.string(), secret: z.string() });
export const twoFactorCodeRequest = z.object({ code: twoFactorCodeField });
export const twoFactorStatusResponse = z.object({ twoFactorEnabled: z.boolean() });

// ---------------------------------------------------------------- profile

export const profileSettingsRequest = z.object({
  firstName: requiredText(LIMITS.shortText),
  lastName: requiredText(LIMITS.shortText),
  phone: phoneField,
  langId: languageSchema,
  timeZone: z.string().min(1).max(64),
  dateFormat: z.enum(DATE_FORMATS, { error: REASONS.invalidChoice }),
  timeFormat: z.enum(TIME_FORMATS, { error: REASONS.invalidChoice }),
});
export type ProfileSettings = z.infer<typeof profileSettingsRequest>;

export const changePasswordRequest = z.object({ currentPassword: z.string().min(1, { error: REASONS.required }) }).and(newPasswordFields);

// ---------------------------------------------------------------- agency users

export const agencyRoleSchema = z.enum(['agency_admin', 'agent']);

export const agencyUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: agencyRoleSchema,
  status: userStatusSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type AgencyUser = z.infer<typeof agencyUser>;

export const usersQuery = paginationQuery.extend({
  search: z.string().trim().max(LIMITS.longText).optional(),
  status: userStatusSchema.optional(),
  sort: z.enum(['name', 'email', 'createdAt', 'status']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const usersPage = pageOf(agencyUser);

export const inviteUserRequest = personFields.extend({ role: agencyRoleSchema, langId: languageSchema.default('en') });
export const updateUserRequest = z.object({
  firstName: requiredText(LIMITS.shortText),
  lastName: requiredText(LIMITS.shortText),
  phone: phoneField,
  role: agencyRoleSchema,
});
export const setUserPasswordRequest = newPasswordFields;
export const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' }) });

// ---------------------------------------------------------------- operator back office

export const agencySummary = z.object({
  id: z.string(),
  agencyName: z.string(),
  city: z.string(),
  country: z.string(),
  contractCurrency: z.string(),
  status: agencyStatusSchema,
  adminEmail: z.string(),
  createdAt: z.iso.datetime(),
  rejectionReason: z.string().nullable(),
  /** The integrator API is open to the agency's keys (an operator can turn it off). */
  developerActive: z.boolean(),
});
export const agenciesQuery = paginationQuery.extend({ status: agencyStatusSchema.optional(), search: z.string().trim().max(50).optional() });
export const agenciesPage = pageOf(agencySummary);
export const rejectAgencyRequest = z.object({ reason: requiredText(200) });
/** `POST /operator/agencies/:id/approve` and `/reject`: the agency's new status. */
export const agencyDecisionResponse = z.object({ id: z.string(), status: agencyStatusSchema });

/** A partner site whose links sign its agency's users in (`GET /operator/partners`). */
export const partnerSummary = z.object({ partnerId: z.string(), name: z.string(), agencyId: z.string(), createdAt: z.iso.datetime() });
export const partnersResponse = z.object({ items: z.array(partnerSummary) });
/** `POST /operator/partners`: the secret is shown once, here. */
export const partnerCreatedResponse = z.object({ partnerId: z.string(), name: z.string(), professionalId: z.string(), secret: z.string() });

// ---------------------------------------------------------------- contact

export const contactReceivedResponse = z.object({ received: z.literal(true) });
export const contactRequest = z.object({
  name: requiredText(LIMITS.longText),
  email: emailField,
  subject: requiredText(LIMITS.longText),
  message: requiredText(LIMITS.contactMessageMax),
  captcha: captchaSolutionSchema,
});

// ---------------------------------------------------------------- events

const recipient = z.object({ email: z.string(), name: z.string(), langId: languageSchema, userId: z.string().nullable() });

export const IdentityEvents = {
  agencyRegistered: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.agency.registered',
    version: 1,
    data: z.object({ agencyName: z.string(), recipient, verifyUrl: z.string(), expiresAt: z.string() }),
  }),
  verificationResent: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.verification.resent',
    version: 1,
    data: z.object({ recipient, verifyUrl: z.string(), expiresAt: z.string() }),
  }),
  emailVerified: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.agency.verified',
    version: 1,
    data: z.object({ agencyName: z.string(), recipient }),
  }),
  agencyApproved: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.agency.approved',
    version: 1,
    data: z.object({ agencyName: z.string(), contractCurrency: z.string(), recipient, signInUrl: z.string() }),
  }),
  agencyRejected: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.agency.rejected',
    version: 1,
    data: z.object({ agencyName: z.string(), recipient, reason: z.string() }),
  }),
  passwordResetRequested: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.password.reset_requested',
    version: 1,
    data: z.object({ recipient, resetUrl: z.string(), expiresAt: z.string() }),
  }),
  twoFactorChanged: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.two_factor.changed',
    version: 1,
    data: z.object({ recipient, enabled: z.boolean() }),
  }),
  userInvited: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.user.invited',
    version: 1,
    data: z.object({ recipient, agencyName: z.string(), invitedBy: z.string(), inviteUrl: z.string(), expiresAt: z.string() }),
  }),
  /**
   * Someone invited or registered an address that already has an account elsewhere: nothing was
   * created, the asker got the usual answer (so no account is revealed), and the owner is told.
   */
  addressAlreadyRegistered: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.account.address_already_registered',
    version: 1,
    data: z.object({
      recipient,
      attempt: z.enum(['invitation', 'registration']),
      /** The agency that invited the address, or the one being registered with it. */
      agencyName: z.string(),
      invitedBy: z.string().nullable(),
      signInUrl: z.string(),
    }),
  }),
  contactReceived: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.contact.received',
    version: 1,
    data: z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), langId: languageSchema }),
  }),
  /** The current state of a user, after any change: other services keep it to reach people. */
  userChanged: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.user.changed',
    version: 1,
    data: z.object({
      userId: z.string(),
      agencyId: z.string().nullable(),
      agencyName: z.string().nullable(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      langId: languageSchema,
      role: roleSchema,
      status: userStatusSchema,
      /** The user's own clock (profile settings), so emails give times as the portal shows them; absent in events before it was sent. */
      timeZone: z.string().optional(),
      dateTimeFormat: z.string().optional(),
    }),
  }),
  /** Sessions of this user issued before `at` are no longer valid anywhere. */
  userSessionsRevoked: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.user.sessions_revoked',
    version: 1,
    data: z.object({ userId: z.string(), at: z.string(), reason: z.enum(['disabled', 'password_changed', 'role_changed']) }),
  }),
  /** One session ended (sign-out). */
  sessionRevoked: defineEvent({
    topic: TOPICS.identity,
    type: 'identity.session.revoked',
    version: 1,
    data: z.object({ sessionId: z.string(), expiresAt: z.string() }),
  }),
} as const;
