import type { Role } from '@portal/contracts';
import { useHostProps } from '@portal/ui';
import { useMeQuery } from '../my-account/api';

export interface Viewer {
  role: Role | undefined;
  userId: string | undefined;
  /** The role is being looked up (a stored session record without one). */
  loading: boolean;
}

/** Who is looking: the session record's role, or the current-user lookup when the record has none. */
export function useViewer(): Viewer {
  const { user } = useHostProps();
  const me = useMeQuery(undefined, { skip: Boolean(user?.role) });
  return {
    role: user?.role ?? me.data?.user.role,
    userId: user?.id ?? me.data?.user.userId,
    loading: !user?.role && me.isLoading,
  };
}
