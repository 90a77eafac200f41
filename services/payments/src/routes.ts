import { cardForm, cardPayment, htmlPage, openCardPaymentRequest, redirect, refundCardPaymentRequest } from '@portal/contracts';
import { AppError, handle, publicRoute, requireServiceCall, Router, type AppState, type RouteContext } from '@portal/service-kit';
import { z } from 'zod';
import { renderCardPage, type CardPageError, type CardPageState } from './card-page';
import { sandboxOutcome } from './cards';
import type { PaymentDoc, Payments } from './payments';

const paymentParams = z.object({ id: z.string().regex(/^pay_[0-9a-f]{24}$/) });
const FORM_LIMIT = 4096;

/** The card page's form (application/x-www-form-urlencoded), the only non-JSON body here. */
async function readForm(ctx: RouteContext): Promise<Record<string, string>> {
  if (!ctx.request.is('urlencoded')) throw new AppError('unsupported_media_type', 'Send the card form as application/x-www-form-urlencoded');
  let text = '';
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > FORM_LIMIT) throw new AppError('payload_too_large', `The form may not exceed ${FORM_LIMIT} bytes`);
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function sendPage(ctx: RouteContext, payment: PaymentDoc, state: CardPageState, status = 200): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  // Chrome checks form-action on the redirect after the form too: the portal's origin is allowed.
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(payment.returnUrl).origin}; frame-ancestors 'none'; base-uri 'none'`);
  ctx.body = renderCardPage(payment, state);
}

/** Product services open, read, cancel and refund payments here, on the internal listener. */
export function internalPaymentRoutes(payments: Payments, publicUrl: () => string): Router<AppState> {
  const router = new Router<AppState>();
  const service = requireServiceCall();
  const urlOf = (id: string) => `${publicUrl()}/pay/${id}`;

  router.post(
    '/internal/payments',
    service,
    handle({ body: openCardPaymentRequest, response: cardPayment }, async (ctx, { body }) => {
      const payment = await payments.open(body);
      ctx.status = 201;
      ctx.body = await payments.view(payment, urlOf(payment._id));
    }),
  );

  router.get(
    '/internal/payments/:id',
    service,
    handle({ params: paymentParams, response: cardPayment }, async (ctx, { params }) => {
      ctx.body = await payments.view(await payments.get(params.id), urlOf(params.id));
    }),
  );

  /** Cancels a payment not yet made; a paid one stays paid and is answered as it is. */
  router.post(
    '/internal/payments/:id/cancel',
    service,
    handle({ params: paymentParams, response: cardPayment }, async (ctx, { params }) => {
      const payment = await payments.get(params.id);
      await payments.decide(payment._id, 'cancelled', null);
      ctx.body = await payments.view(payment, urlOf(params.id));
    }),
  );

  router.post(
    '/internal/payments/:id/refund',
    service,
    handle({ params: paymentParams, body: refundCardPaymentRequest, response: cardPayment }, async (ctx, { params, body }) => {
      const payment = await payments.get(params.id);
      await payments.refund(payment, body.key, body.amount);
      ctx.body = await payments.view(payment, urlOf(params.id));
    }),
  );

  return router;
}

/** The card page, which browsers open on the public listener. */
export function cardPageRoutes(payments: Payments): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/pay/:id',
    publicRoute(),
    handle({ params: paymentParams, response: htmlPage }, async (ctx, { params }) => {
      const payment = await payments.get(params.id);
      sendPage(ctx, payment, { status: (await payments.decision(payment._id))?.outcome ?? 'pending' });
    }),
  );

  router.post(
    '/pay/:id',
    publicRoute(),
    handle({ params: paymentParams, response: [htmlPage, redirect] }, async (ctx, { params }) => {
      const payment = await payments.get(params.id);
      const form = await readForm(ctx);
      const decided = await payments.decision(payment._id);
      if (decided) {
        // A second submit of a paid payment goes back to the portal like the first.
        if (decided.outcome === 'succeeded') return ctx.redirect(payment.returnUrl);
        return sendPage(ctx, payment, { status: decided.outcome }, 409);
      }
      const parsed = cardForm.safeParse(form);
      const kept = { holder: form.holder, expiry: form.expiry };
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message as CardPageError]));
        return sendPage(ctx, payment, { status: 'pending', errors, ...kept }, 400);
      }
      const outcome = sandboxOutcome(parsed.data.number, parsed.data.expiry, new Date());
      if (outcome !== 'succeeds') {
        if (outcome === 'declined' || outcome === 'insufficient_funds') await payments.declined(payment._id);
        return sendPage(ctx, payment, { status: 'pending', errors: { card: outcome }, ...kept }, 402);
      }
      const decision = await payments.decide(payment._id, 'succeeded', parsed.data.number.slice(-4));
      if (decision.outcome !== 'succeeded') return sendPage(ctx, payment, { status: decision.outcome }, 409);
      ctx.status = 303;
      ctx.redirect(payment.returnUrl);
    }),
  );

  return router;
}
