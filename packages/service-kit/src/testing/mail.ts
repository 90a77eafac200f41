// The mail catcher's inbox as the tests read it. The catcher is MailDev (started by the infra scripts): every
// email the portal sends lands there; a person reads them in its web UI, a test through its REST API.
// Only `fetch`, so the browser journeys use it too.

/** MailDev's web UI and REST API. */
export const MAIL_API_URL = process.env.MAIL_API_URL ?? 'http://127.0.0.1:1080';

/** An email as a test sees it. */
export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** What MailDev's `GET /api/email` answers for each email (the fields read here). */
interface MailDevEmail {
  id: string;
  time: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
  attachments?: { filename?: string; generatedFileName?: string; contentType: string; size: number }[];
}

function caughtMail(email: MailDevEmail): CaughtMail {
  return {
    id: email.id,
    to: (email.to ?? []).map((recipient) => recipient.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    date: email.time,
    attachments: (email.attachments ?? []).map((file) => ({ filename: file.filename ?? file.generatedFileName ?? '', contentType: file.contentType, size: file.size })),
  };
}

/** Every email the catcher holds for this address (in To), newest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  // MailDev filters on a field's exact value and lists in the order the emails arrived.
  const res = await fetch(`${MAIL_API_URL}/api/email?${new URLSearchParams({ 'to.address': address })}`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status} at ${MAIL_API_URL}`);
  return ((await res.json()) as MailDevEmail[]).map(caughtMail).reverse();
}
