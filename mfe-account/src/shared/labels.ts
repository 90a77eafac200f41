import type { Company } from '@portal/contracts';

export const AGENCY_STATUS_COLORS: Record<Company['status'], string> = {
  pending_verification: 'default',
  pending_approval: 'gold',
  approved: 'green',
  rejected: 'red',
};
