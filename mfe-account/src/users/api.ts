import type { z } from 'zod';
import type { AgencyUser, inviteUserRequest, Page, updateUserRequest, usersQuery } from '@portal/contracts';
import { accountApi } from '../store';

export type UsersQuery = z.input<typeof usersQuery>;
export type InviteUser = z.input<typeof inviteUserRequest>;
export type UpdateUser = z.input<typeof updateUserRequest>;

export const usersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<Page<AgencyUser>, UsersQuery>({
      query: (params) => ({ url: '/users', params }),
      providesTags: ['Users'],
    }),
    user: build.query<AgencyUser, string>({ query: (id) => `/users/${encodeURIComponent(id)}`, providesTags: ['Users'] }),
    inviteUser: build.mutation<AgencyUser, InviteUser>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateUser: build.mutation<AgencyUser, { id: string; body: UpdateUser }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Users'],
    }),
    setUserStatus: build.mutation<AgencyUser, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `/users/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`, method: 'POST' }),
      invalidatesTags: ['Users'],
    }),
    setUserPassword: build.mutation<void, { id: string; password: string; repeatPassword: string }>({
      query: ({ id, ...body }) => ({ url: `/users/${encodeURIComponent(id)}/password`, method: 'POST', body }),
    }),
  }),
});

export const { useUsersQuery, useUserQuery, useInviteUserMutation, useUpdateUserMutation, useSetUserStatusMutation, useSetUserPasswordMutation } = usersApi;
