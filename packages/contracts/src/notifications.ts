import { z } from 'zod';
import { pageOf, paginationQuery } from './validation';

/** One entry of the bell's feed (`GET /notifications?lang=`), in the language asked for. */
export const notificationEntry = z.object({
  id: z.string(),
  /** The event it tells of, e.g. `identity.two_factor.changed`. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** Portal path (no language prefix) the entry leads to, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NotificationEntry = z.infer<typeof notificationEntry>;

export const notificationsPage = pageOf(notificationEntry).extend({ unread: z.number().int() });
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** `GET /notifications/unread-count`, `POST /notifications/:id/read`, `POST /notifications/read-all`, and the stream's `unread` event. */
export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Events of `GET /notifications/stream` (server-sent): the unread count, and a balance movement to refetch. */
export const NOTIFICATION_STREAM_EVENTS = { unread: 'unread', balance: 'balance' } as const;

/** One email of the mail queue, as `GET /notifications/emails` lists it for operators. */
export const EMAIL_STATUSES = ['failed', 'pending', 'sending', 'sent'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export const queuedEmail = z.object({
  id: z.string(),
  eventType: z.string(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type QueuedEmail = z.infer<typeof queuedEmail>;
export const queuedEmailsPage = pageOf(queuedEmail);
export const emailsQuery = paginationQuery.extend({ status: emailStatusSchema.optional() });
export const emailRetryResponse = z.object({ queued: z.literal(true) });
