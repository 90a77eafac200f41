import type { Role } from '@portal/contracts';

/** Whether the session's role is one of `roles`; no session, no role, no access. */
export function roleAllowed(role: Role | undefined, roles: readonly Role[]): boolean {
  return role !== undefined && roles.includes(role);
}
