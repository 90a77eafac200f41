import nodemailer, { type Transporter } from 'nodemailer';
import { isDuplicateKey, type Logger } from '@portal/service-kit';
import { Binary, type Collection } from 'mongodb';
import { Doze } from './doze';
import { renderHtml, renderText, type EmailContent } from './templates';

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EmailDoc {
  /** `${eventId}:${to}`: one event never sends the same person two emails. */
  _id: string;
  eventId: string;
  eventType: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Binary }[];
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
/** How long the queue rests when nothing is due (a new email wakes it). */
const IDLE_MS = 1000;

/** 1 s, 2 s, 4 s … capped at 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** (attempts - 1), 5 * 60_000);
}

/**
 * Emails go through a queue in the service's database: queued once per event and recipient,
 * sent by a loop that retries with backoff and, after MAX_ATTEMPTS, leaves them `failed` for
 * operators to see ("error sending email") and retry.
 */
export class Mailer {
  private transport: Transporter;
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly doze = new Doze();

  constructor(
    readonly emails: Collection<EmailDoc>,
    smtpUrl: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async init(): Promise<void> {
    await this.emails.createIndex({ status: 1, nextAttemptAt: 1 });
  }

  /** Queues an email; the same event and recipient again is a no-op. */
  async queue(eventId: string, eventType: string, to: string, content: EmailContent, now = new Date()): Promise<void> {
    try {
      await this.emails.insertOne({
        _id: `${eventId}:${to}`,
        eventId,
        eventType,
        to,
        subject: content.subject,
        text: renderText(content),
        html: renderHtml(content),
        attachments: (content.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: new Binary(a.content) })),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        leaseUntil: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    this.doze.wake();
  }

  /** Claims one due email (atomically, so two senders never send the same one) and sends it. */
  async sendOne(now = new Date()): Promise<boolean> {
    const claimed = await this.emails.findOneAndUpdate(
      {
        $or: [
          { status: 'pending', nextAttemptAt: { $lte: now } },
          { status: 'sending', leaseUntil: { $lt: now } },
        ],
      },
      { $set: { status: 'sending', leaseUntil: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    );
    if (!claimed) return false;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
        attachments: (claimed.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content.buffer) })),
      });
      await this.emails.updateOne({ _id: claimed._id }, { $set: { status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null } });
    } catch (err) {
      const message = (err as Error).message;
      const failed = claimed.attempts >= MAX_ATTEMPTS;
      this.log.warn({ emailId: claimed._id, attempts: claimed.attempts, err: message }, failed ? 'error sending email: giving up' : 'error sending email: will retry');
      await this.emails.updateOne(
        { _id: claimed._id },
        {
          $set: {
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts)),
            leaseUntil: null,
            lastError: message,
          },
        },
      );
    }
    return true;
  }

  /** An operator sends a failed email again. */
  async retry(id: string): Promise<boolean> {
    const res = await this.emails.updateOne({ _id: id, status: 'failed' }, { $set: { status: 'pending', attempts: 0, nextAttemptAt: new Date() } });
    this.doze.wake();
    return res.modifiedCount === 1;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let worked = false;
        try {
          worked = await this.sendOne();
        } catch (err) {
          this.log.warn({ err: (err as Error).message }, 'mail queue unavailable');
        }
        if (!worked) await this.doze.for(IDLE_MS);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.doze.wake();
    await this.loop;
    this.transport.close();
  }
}
