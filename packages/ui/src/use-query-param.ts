import { useLocation } from 'react-router';

/** One query parameter of the current location (the shared react-router build carries `useLocation`, not `useSearchParams`). */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}
