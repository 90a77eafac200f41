import { useLocation, useNavigate } from 'react-router';

/** The open tab, kept in the address as `?tab=` so a link (or reload) opens it; the first key otherwise. */
export function useTab<K extends string>(keys: readonly K[]): [K, (key: string) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('tab');
  const active = keys.find((key) => key === asked) ?? keys[0]!;
  return [active, (key) => void navigate({ search: `?tab=${key}` }, { replace: true })];
}
