import { useUsersQuery } from '../users/api';

/**
 * Names of the agency's users by id, for columns that record who did something (the services
 * store the user id). Admins only, like the screens that use it.
 */
export function useUserNames(): (userId: string | null | undefined) => string {
  const { data } = useUsersQuery({ page: 1, pageSize: 100, sort: 'name', order: 'asc' });
  return (userId) => {
    if (!userId) return '—';
    const user = data?.items.find((candidate) => candidate.id === userId);
    return user ? `${user.firstName} ${user.lastName}` : '—';
  };
}
