import { Button } from 'antd';
import { useHostProps } from '../host-context';

export interface DocumentLinkProps {
  /** The document's path on the product's service, e.g. `/flights/bookings/<id>/eticket`. */
  path: string;
  label: string;
  /** Saved as a file (the service answers it as an attachment) rather than opened in a new tab. */
  download?: boolean;
  size?: 'small' | 'middle';
  testId?: string;
}

/** A booking's document (an e-ticket, a voucher) from its service, in the portal's language. */
export function DocumentLink({ path, label, download = false, size, testId }: DocumentLinkProps) {
  const { serviceBaseUrl, language } = useHostProps();
  const href = `${serviceBaseUrl}${path}?lang=${encodeURIComponent(language)}${download ? '&download=1' : ''}`;
  return (
    <Button href={href} size={size} data-testid={testId} {...(download ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {label}
    </Button>
  );
}
