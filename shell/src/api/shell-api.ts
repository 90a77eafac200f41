import { createServiceApi } from '@portal/ui';

/**
 * The shell's one API on the main server (identity, account, notifications): features add their
 * endpoints with `injectEndpoints`; a 401 from any of them ends the session.
 */
export const shellApi = createServiceApi('shellApi', ['Balance', 'Notifications', 'Dashboard'] as const);
