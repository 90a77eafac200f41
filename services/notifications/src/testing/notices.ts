// What the notice tests share: the mail catcher's inbox, and the product services' voucher routes faked on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceHeaders } from '@portal/service-kit';
import { waitForMail, type CaughtMail } from '@portal/service-kit/testing';

/** A voucher the notifications service asked for: of which product, which booking, in which language. */
export interface AskedVoucher {
  product: string;
  bookingId: string;
  lang: string | null;
}

export interface FakeVouchers {
  /** Where the product services' internal URLs point. */
  url: string;
  asked: AskedVoucher[];
  close(): Promise<void>;
}

/**
 * The product services' voucher routes (`/internal/<product>/bookings/<id>/voucher`) as
 * notifications sees them, other processes: a tiny PDF for service callers, and a 503 for the
 * booking ids the test says are failing.
 */
export async function fakeVouchers(products: readonly string[], failing: ReadonlySet<string>): Promise<FakeVouchers> {
  const asked: AskedVoucher[] = [];
  const route = new RegExp(`^/internal/(${products.join('|')})/bookings/([^/]+)/voucher$`);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://vouchers');
    const match = route.exec(url.pathname);
    if (!match || req.headers.authorization !== serviceHeaders().authorization) {
      res.writeHead(match ? 403 : 404).end();
      return;
    }
    const bookingId = decodeURIComponent(match[2]!);
    asked.push({ product: match[1]!, bookingId, lang: url.searchParams.get('lang') });
    if (failing.has(bookingId)) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(`%PDF-1.4\n% voucher ${bookingId} ${url.searchParams.get('lang')}\n%%EOF\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The email with this subject to this address, once it arrives. */
export function mailWithSubject(address: string, subject: string): Promise<CaughtMail> {
  return waitForMail(address, (m) => m.subject === subject, `the email "${subject}"`);
}
