import {
  AccountEvents,
  agencySettlementRequest,
  balanceResponse,
  creditLimitRequest,
  idParams,
  LIMITS,
  proofFile,
  rejectTopUpRequest,
  topUp,
  topUpDeclaration,
  topUpsPage,
  topUpsQuery,
  walletOperationResult,
} from '@portal/contracts';
import { agencyOf, AppError, createEvent, fieldIssues, findPage, handle, isDuplicateKey, readMultipart, requireSession, Router, sessionOf, type AppState, type ServiceDeps } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import type { FilterQuery } from 'mongoose';
import { z } from 'zod';
import type { WalletOperations } from '../operations/operations';
import { proofFileId, topUpOf, type DecisionDoc, type TopUpDoc, type TopUps } from './top-ups';

const MAX_PROOF_FILES = 10;

const proofParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' }), index: z.coerce.number().int().min(0).max(MAX_PROOF_FILES) });

/** Agency admins declare payments with proof; operators approve (crediting the wallet once) or reject. */
export function topUpRoutes(deps: ServiceDeps, store: TopUps, operations: WalletOperations): Router<AppState> {
  const router = new Router<AppState>();
  const { wallets } = operations;

  async function publish(event: ReturnType<typeof createEvent>) {
    await deps.outbox.add([event]);
  }

  router.post(
    '/account/top-ups',
    requireSession('agency_admin'),
    handle({ response: topUp }, async (ctx) => {
      const session = sessionOf(ctx);
      const agencyId = agencyOf(session);
      const wallet = await wallets.get(agencyId);
      const { fields, files } = await readMultipart(ctx, { maxTotalBytes: LIMITS.uploadTotalBytes, maxFiles: MAX_PROOF_FILES, kinds: ['jpg', 'png', 'pdf'] });
      const parsed = topUpDeclaration.safeParse(fields);
      const issues = parsed.success ? [] : fieldIssues(parsed.error);
      if (files.length === 0) issues.push({ field: 'proofs', reason: 'required' });
      if (!parsed.success || issues.length > 0) throw new AppError('validation_failed', undefined, { fields: issues });

      const doc: TopUpDoc = {
        _id: new ObjectId(),
        agencyId,
        bankReference: parsed.data.bankReference,
        amount: parsed.data.amount,
        currency: wallet.currency,
        status: 'pending',
        reason: null,
        proofs: files.map((f, index) => ({ index, fileName: f.fileName, contentType: f.contentType, size: f.bytes.length })),
        declaredBy: session.uid,
        createdAt: new Date(),
        decidedAt: null,
        decidedBy: null,
      };
      // Files first: a top-up is never visible without its proof.
      for (const [index, file] of files.entries()) await store.proofs.put(proofFileId(doc._id, index), file.bytes);
      // `lean`: the document goes as built, one insert, neither cast nor hydrated.
      await store.topUps.insertMany([doc], { lean: true });
      await publish(
        createEvent(AccountEvents.topUpDeclared, {
          id: `${doc._id.toHexString()}:declared`,
          agencyId,
          actor: { kind: 'user', id: session.uid },
          data: { topUpId: doc._id.toHexString(), amount: doc.amount, currency: doc.currency, bankReference: doc.bankReference, declaredBy: session.uid },
        }),
      );
      ctx.status = 201;
      ctx.body = topUpOf(doc);
    }),
  );

  router.get(
    '/account/top-ups',
    requireSession('agency_admin'),
    handle({ query: topUpsQuery, response: topUpsPage }, async (ctx, { query }) => {
      const filter: Filter<TopUpDoc> = { agencyId: agencyOf(sessionOf(ctx)) };
      if (query.status) filter.status = query.status;
      await listTopUps(ctx, filter, query);
    }),
  );

  async function listTopUps(ctx: { body: unknown }, filter: Filter<TopUpDoc>, query: { page: number; pageSize: number }) {
    ctx.body = await findPage(store.topUpPages, filter, { createdAt: -1, _id: 1 }, query, (d) => topUpOf(d));
  }

  /** A proof file, for its agency's admins and for operators. */
  router.get(
    '/account/top-ups/:id/proofs/:index',
    requireSession('agency_admin', 'operator'),
    handle({ params: proofParams, response: proofFile }, async (ctx, { params }) => {
      const session = sessionOf(ctx);
      const filter: FilterQuery<TopUpDoc> = { _id: new ObjectId(params.id) };
      if (session.role !== 'operator') filter.agencyId = agencyOf(session);
      const doc = await store.topUps.findOne(filter).lean<TopUpDoc>();
      const proof = doc?.proofs.find((p) => p.index === params.index);
      if (!doc || !proof) throw new AppError('not_found');
      const bytes = await store.proofs.get(proofFileId(doc._id, params.index));
      if (!bytes) throw new AppError('not_found');
      ctx.type = proof.contentType;
      ctx.set('Content-Disposition', `inline; filename="${proof.fileName.replace(/["\\\r\n]/g, '_')}"`);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = bytes;
    }),
  );

  const operator = requireSession('operator');

  router.get(
    '/account/operator/top-ups',
    operator,
    handle({ query: topUpsQuery, response: topUpsPage }, async (ctx, { query }) => {
      await listTopUps(ctx, query.status ? { status: query.status } : {}, query);
    }),
  );

  /**
   * Approval credits the wallet exactly once: the decision is a unique record (a second click or a
   * retry finds it), and the credit is keyed by the top-up (a retry after a crash credits nothing more).
   */
  router.post(
    '/account/operator/top-ups/:id/approve',
    operator,
    handle({ params: idParams, response: topUp }, async (ctx, { params }) => {
      const session = sessionOf(ctx);
      const id = new ObjectId(params.id);
      const doc = await store.topUps.findOne({ _id: id }).lean<TopUpDoc>();
      if (!doc) throw new AppError('not_found', 'No such top-up');
      const decision = await decide(id, 'approved', session.uid, null);
      if (decision.decision !== 'approved') throw new AppError('top_up_already_decided', 'This top-up was already rejected', undefined, 409);
      const credit = await operations.credit({
        agencyId: doc.agencyId,
        key: `top-up:${params.id}`,
        type: 'top_up',
        amount: doc.amount,
        currency: doc.currency,
        reference: doc.bankReference,
        bookingReference: null,
        agent: doc.declaredBy,
      });
      const updated = await store.topUps.findOneAndUpdate({ _id: id }, { $set: { status: 'approved', decidedAt: decision.at, decidedBy: decision.by } }, { returnDocument: 'after' }).lean<TopUpDoc>();
      await publish(
        createEvent(AccountEvents.topUpApproved, {
          id: `${params.id}:approved`,
          agencyId: doc.agencyId,
          actor: { kind: 'user', id: decision.by },
          data: {
            topUpId: params.id,
            amount: doc.amount,
            currency: doc.currency,
            bankReference: doc.bankReference,
            declaredBy: doc.declaredBy,
            availableAfter: credit.entry.availableAfter,
          },
        }),
      );
      ctx.body = topUpOf(updated!);
    }),
  );

  router.post(
    '/account/operator/top-ups/:id/reject',
    operator,
    handle({ params: idParams, body: rejectTopUpRequest, response: topUp }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const id = new ObjectId(params.id);
      const doc = await store.topUps.findOne({ _id: id }).lean<TopUpDoc>();
      if (!doc) throw new AppError('not_found', 'No such top-up');
      const decision = await decide(id, 'rejected', session.uid, body.reason);
      if (decision.decision !== 'rejected') throw new AppError('top_up_already_decided', 'This top-up was already approved', undefined, 409);
      const updated = await store.topUps
        .findOneAndUpdate({ _id: id }, { $set: { status: 'rejected', reason: decision.reason, decidedAt: decision.at, decidedBy: decision.by } }, { returnDocument: 'after' })
        .lean<TopUpDoc>();
      await publish(
        createEvent(AccountEvents.topUpRejected, {
          id: `${params.id}:rejected`,
          agencyId: doc.agencyId,
          actor: { kind: 'user', id: decision.by },
          data: { topUpId: params.id, amount: doc.amount, currency: doc.currency, bankReference: doc.bankReference, declaredBy: doc.declaredBy, reason: decision.reason ?? '' },
        }),
      );
      ctx.body = topUpOf(updated!);
    }),
  );

  /** Records the first decision; later calls get that same decision back. */
  async function decide(id: ObjectId, decision: DecisionDoc['decision'], by: string, reason: string | null): Promise<DecisionDoc> {
    const record: DecisionDoc = { _id: id, decision, by, reason, at: new Date() };
    try {
      await store.decisions.insertMany([record], { lean: true });
      return record;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await store.decisions.findOne({ _id: id }).lean<DecisionDoc>())!;
    }
  }

  /** The agency paid (part of) what it owed under pay at agency; one reference counts once. */
  router.post(
    '/account/operator/agencies/:id/settlements',
    operator,
    handle({ params: z.object({ id: z.string().min(1).max(64) }), body: agencySettlementRequest, response: walletOperationResult }, async (ctx, { params, body }) => {
      const wallet = await wallets.get(params.id);
      const result = await operations.settleAgency({
        agencyId: params.id,
        key: `settlement:${body.reference}`,
        amount: body.amount,
        currency: wallet.currency,
        reference: body.reference,
        bookingReference: null,
        agent: sessionOf(ctx).uid,
      });
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );

  router.put(
    '/account/operator/agencies/:id/credit-limit',
    operator,
    handle({ params: z.object({ id: z.string().min(1).max(64) }), body: creditLimitRequest, response: balanceResponse }, async (ctx, { params, body }) => {
      const updated = await wallets.wallets.findOneAndUpdate({ _id: params.id }, { $set: { creditLimit: body.creditLimit } }, { returnDocument: 'after' });
      if (!updated) throw new AppError('not_found', 'This agency has no wallet yet');
      ctx.body = await wallets.balance(params.id);
    }),
  );

  return router;
}
