import { Link, Navigate, type LinkProps } from 'react-router';
import { useLanguage } from '../language/use-language';

/** A link to a portal path that keeps the current language prefix. */
export function LocalLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const { localize } = useLanguage();
  return <Link to={localize(to)} {...rest} />;
}

export function LocalNavigate({ to }: { to: string }) {
  const { localize } = useLanguage();
  return <Navigate to={localize(to)} replace />;
}
