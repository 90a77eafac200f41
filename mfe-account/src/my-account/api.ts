import type { z } from 'zod';
import type { changePasswordRequest, Company, companyUpdateRequest, currentUserResponse, ProfileSettings, twoFactorSetupResponse, twoFactorStatusResponse } from '@portal/contracts';
import { accountApi } from '../store';

type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const myAccountApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<CurrentUserResponse, void>({ query: () => '/auth/me', providesTags: ['Me'] }),
    saveSettings: build.mutation<CurrentUserResponse, ProfileSettings>({
      query: (body) => ({ url: '/user/settings', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    company: build.query<Company, void>({ query: () => '/company', providesTags: ['Company'] }),
    saveCompany: build.mutation<Company, z.input<typeof companyUpdateRequest>>({
      query: (body) => ({ url: '/company', method: 'PUT', body }),
      invalidatesTags: ['Company'],
    }),
    changePassword: build.mutation<void, z.input<typeof changePasswordRequest>>({
      query: (body) => ({ url: '/user/password', method: 'POST', body }),
    }),
    setUpTwoFactor: build.mutation<z.infer<typeof twoFactorSetupResponse>, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<z.infer<typeof twoFactorStatusResponse>, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    disableTwoFactor: build.mutation<z.infer<typeof twoFactorStatusResponse>, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useMeQuery,
  useSaveSettingsMutation,
  useCompanyQuery,
  useSaveCompanyMutation,
  useChangePasswordMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = myAccountApi;
