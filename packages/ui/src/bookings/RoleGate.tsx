import type { ReactNode } from 'react';
import type { Role } from '@portal/contracts';
import { useHostProps } from '../host-context';
import { roleAllowed } from './role-gate';

export interface RoleGateProps {
  roles: readonly Role[];
  /** Shown to any other role; nothing by default. */
  fallback?: ReactNode;
  /** The viewer's role when the screen knows it better than the host's session record (looked up). */
  role?: Role;
  children: ReactNode;
}

/** Its children for the given roles of the host's session, else the fallback. */
export function RoleGate({ roles, fallback = null, role, children }: RoleGateProps) {
  const session = useHostProps().user?.role;
  return roleAllowed(role ?? session, roles) ? children : fallback;
}
