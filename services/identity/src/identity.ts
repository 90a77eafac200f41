import { createHash, randomBytes } from 'node:crypto';
import type { EventDefinition } from '@portal/contracts';
import { AppError, createEvent, isDuplicateKey, SecretBox, TokenSigner, type ServiceDeps, type NewEvent } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { Throttle } from './auth/throttle';
import { Captcha } from './captcha';
import { identityModels, type IdentityModels, type LinkTokenDoc, type TokenKind } from './models';

export const LINK_TTL_MS: Record<TokenKind, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** Everything the identity routes work with. */
export interface Identity {
  deps: ServiceDeps;
  models: IdentityModels;
  captcha: Captcha;
  throttle: Throttle;
  signer: TokenSigner;
  secrets: SecretBox;
  /** Where the portal's screens are, for links in emails. */
  portalUrl: string;
}

export async function createIdentity(deps: ServiceDeps, env: NodeJS.ProcessEnv = process.env): Promise<Identity> {
  const models = await identityModels(deps.mongo.client, deps.mongo.db);
  const signer = new TokenSigner(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:identity`);
  return {
    deps,
    models,
    captcha: new Captcha(signer, models.captchas, Number(env.CAPTCHA_DIFFICULTY ?? 16)),
    throttle: new Throttle(models.failures),
    signer,
    secrets: SecretBox.fromEnv(env, 'IDENTITY_ENCRYPTION_KEY', 'development-only-identity-encryption-key'),
    portalUrl: (env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
  };
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** A single-use link token; the raw value goes in the email, only its hash is kept. */
export async function issueLinkToken(identity: Identity, kind: TokenKind, userId: ObjectId, now = Date.now()): Promise<{ raw: string; expiresAt: Date }> {
  const raw = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LINK_TTL_MS[kind]);
  // A new link replaces the earlier ones of the same kind.
  await identity.models.tokens.updateMany({ userId, kind, usedAt: null }, { $set: { usedAt: new Date(now) } });
  await identity.models.tokens.create({ _id: hashToken(raw), kind, userId, expiresAt, usedAt: null, createdAt: new Date(now) });
  return { raw, expiresAt };
}

/** Uses a link token once: 410 when it has expired (the screen offers a new one), 400 when unknown or used. */
export async function redeemLinkToken(identity: Identity, kinds: TokenKind[], raw: string, now = Date.now()): Promise<LinkTokenDoc> {
  const id = hashToken(raw);
  const token = await identity.models.tokens.findOne({ _id: id, kind: { $in: kinds } }).lean<LinkTokenDoc>();
  if (!token || token.usedAt) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
  if (token.expiresAt.getTime() <= now) throw new AppError('link_expired', 'This link has expired', { kind: token.kind }, 410);
  // Spent by inserting its mark: of two clicks at once, exactly one gets through.
  if (!(await spendOnce(identity, `link:${id}`, now))) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
  await identity.models.tokens.updateOne({ _id: id }, { $set: { usedAt: new Date(now) } });
  return token;
}

/** True the first time `mark` is spent, false ever after (a unique insert: atomic on any MongoDB-wire database). */
export async function spendOnce(identity: Identity, mark: string, now = Date.now()): Promise<boolean> {
  try {
    await identity.models.once.create({ _id: mark, at: new Date(now) });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export function link(identity: Identity, path: string, token: string, langId: string): string {
  const prefix = langId === 'fr' ? '/fr' : '';
  return `${identity.portalUrl}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

/** Records an identity event in the outbox (the notifications service and every other service hear it). */
export async function publish<D extends EventDefinition>(identity: Identity, def: D, event: NewEvent<z.input<D['data']>>): Promise<void> {
  await identity.deps.outbox.add([createEvent(def, event)]);
}
