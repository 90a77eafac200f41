import type { AgencyUser } from '@portal/contracts';

export const USER_STATUS_COLORS: Record<AgencyUser['status'], string> = {
  active: 'green',
  invited: 'gold',
  disabled: 'red',
};

export const ROLE_COLORS: Record<AgencyUser['role'], string> = {
  agency_admin: 'blue',
  agent: 'default',
};
