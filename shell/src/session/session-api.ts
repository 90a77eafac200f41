import type {
  contactReceivedResponse,
  contactRequest,
  currentUserResponse,
  emailRequest,
  emailSentResponse,
  emailVerifiedResponse,
  LoginRequest,
  LoginResponse,
  partnerLoginResponse,
  passwordSetResponse,
  PartnerLoginRequest,
  registrationRequest,
  registrationResponse,
  resetPasswordRequest,
  tokenRequest,
  twoFactorLoginRequest,
  CaptchaChallenge,
} from '@portal/contracts';
import { shellApi } from '../api/shell-api';

type Body<Schema extends { parse(input: unknown): unknown }> = ReturnType<Schema['parse']>;
export type RegistrationBody = Body<typeof registrationRequest>;
export type ContactBody = Body<typeof contactRequest>;

const post =
  <T>(url: string) =>
  (body: T) => ({ url, method: 'POST', body });

/** Identity's calls the shell makes: sign-in, second factor, partner entry, links, registration and contact. */
export const sessionApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({ query: post('/auth/login') }),
    twoFactorLogin: build.mutation<LoginResponse, Body<typeof twoFactorLoginRequest>>({ query: post('/auth/twoFA') }),
    partnerLogin: build.mutation<Body<typeof partnerLoginResponse>, PartnerLoginRequest>({ query: post('/auth/partner') }),
    /** The current-user lookup of spec §7; never served from the cache. */
    currentUser: build.query<Body<typeof currentUserResponse>, void>({ query: () => '/auth/me', keepUnusedDataFor: 0 }),
    forgotPassword: build.mutation<Body<typeof emailSentResponse>, Body<typeof emailRequest>>({ query: post('/auth/forgot-password') }),
    resendVerification: build.mutation<Body<typeof emailSentResponse>, Body<typeof emailRequest>>({ query: post('/auth/resend-verification') }),
    verifyEmail: build.mutation<Body<typeof emailVerifiedResponse>, Body<typeof tokenRequest>>({
      query: post('/auth/verify-email'),
    }),
    resetPassword: build.mutation<Body<typeof passwordSetResponse>, Body<typeof resetPasswordRequest>>({
      query: post('/auth/reset-password'),
    }),
    captcha: build.mutation<CaptchaChallenge, void>({ query: () => ({ url: '/captcha', cache: 'no-store' }) }),
    register: build.mutation<Body<typeof registrationResponse>, RegistrationBody>({ query: post('/user/profile') }),
    contact: build.mutation<Body<typeof contactReceivedResponse>, ContactBody>({ query: post('/contact') }),
  }),
});

export const {
  useLoginMutation,
  useTwoFactorLoginMutation,
  usePartnerLoginMutation,
  useForgotPasswordMutation,
  useResendVerificationMutation,
  useVerifyEmailMutation,
  useResetPasswordMutation,
  useCaptchaMutation,
  useRegisterMutation,
  useContactMutation,
} = sessionApi;
