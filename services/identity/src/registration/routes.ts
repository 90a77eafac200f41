import { captchaChallengeSchema, emailRequest, emailSentResponse, emailVerifiedResponse, registrationRequest, registrationResponse, tokenRequest } from '@portal/contracts';
import { handle, publicRoute, Router, type AppState } from '@portal/service-kit';
import { captchaRefused } from '../captcha';
import { decodeLogo } from '../company/company';
import type { Identity } from '../identity';
import { registerAgency, resendVerification, verifyEmail } from './registration';

const REGISTRATION_BODY_LIMIT = 2 * 1024 * 1024;

export function registrationRoutes(identity: Identity): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/captcha',
    publicRoute(),
    handle({ response: captchaChallengeSchema }, (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = identity.captcha.issue();
    }),
  );

  /** Sign-up (§7 `POST /user/profile`): the agency and its first admin, verified by email within 48 hours. */
  router.post(
    '/user/profile',
    publicRoute(),
    handle(
      { body: registrationRequest, response: registrationResponse },
      async (ctx, { body }) => {
        const logo = decodeLogo(body.logo);
        if (!(await identity.captcha.redeem(body.captcha))) throw captchaRefused();
        const answer = await registerAgency(identity, body, logo);
        ctx.status = 201;
        ctx.body = answer;
      },
      { bodyLimit: REGISTRATION_BODY_LIMIT },
    ),
  );

  router.post(
    '/auth/verify-email',
    publicRoute(),
    handle({ body: tokenRequest, response: emailVerifiedResponse }, async (ctx, { body }) => {
      ctx.body = await verifyEmail(identity, body.token);
    }),
  );

  /** Always 202: whether the address has an account is nobody's business. */
  router.post(
    '/auth/resend-verification',
    publicRoute(),
    handle({ body: emailRequest, response: emailSentResponse }, async (ctx, { body }) => {
      await resendVerification(identity, body.email);
      ctx.status = 202;
      ctx.body = { sent: true };
    }),
  );

  return router;
}
