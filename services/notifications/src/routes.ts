import { PassThrough } from 'node:stream';
import { emailRetryResponse, emailsQuery, eventStream, languageSchema, notificationsPage, paginationQuery, queuedEmailsPage, unreadCount, type Language } from '@portal/contracts';
import { AppError, findPage, handle, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { z } from 'zod';
import { Feed, type Audience, type FeedDoc, type Reader } from './feed';
import type { Mailer } from './mailer';

const feedQuery = paginationQuery.extend({ lang: languageSchema.optional() });
const entryParams = z.object({ id: z.string().min(1).max(200) });

const HEARTBEAT_MS = 25_000;

function readerOf(ctx: RouteContext): Reader {
  const session = sessionOf(ctx);
  return { userId: session.uid, role: session.role };
}

function entryOf(doc: FeedDoc, reader: Reader, lang: Language) {
  return {
    id: doc._id,
    type: doc.eventType,
    title: doc.title[lang],
    body: doc.body[lang],
    link: doc.link,
    read: doc.readBy.includes(reader.userId),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function notificationRoutes(feed: Feed, mailer: Mailer): Router<AppState> {
  const router = new Router<AppState>();
  const signedIn = requireSession();

  router.get(
    '/notifications',
    signedIn,
    handle({ query: feedQuery, response: notificationsPage }, async (ctx, { query }) => {
      const reader = readerOf(ctx);
      const lang = query.lang ?? sessionOf(ctx).lang;
      const [page, unread] = await Promise.all([findPage(feed.entries, Feed.visibleTo(reader), { createdAt: -1, _id: 1 }, query, (d) => entryOf(d, reader, lang)), feed.unreadCount(reader)]);
      ctx.body = { ...page, unread };
    }),
  );

  router.get(
    '/notifications/unread-count',
    signedIn,
    handle({ response: unreadCount }, async (ctx) => {
      ctx.body = { unread: await feed.unreadCount(readerOf(ctx)) };
    }),
  );

  /** Server-sent events: the unread count now and whenever it changes for this reader. */
  router.get(
    '/notifications/stream',
    signedIn,
    handle({ response: eventStream }, async (ctx) => {
      const reader = readerOf(ctx);
      const stream = new PassThrough();
      const send = async () => {
        const unread = await feed.unreadCount(reader).catch(() => undefined);
        if (unread !== undefined) stream.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      };
      const onEntry = (audience: Audience) => {
        if (Feed.concerns(audience, reader)) void send();
      };
      const onRead = (userId: string) => {
        if (userId === reader.userId) void send();
      };
      const agencyId = sessionOf(ctx).aid;
      // The balance moved (booking, top-up, refund): the header fetches it again.
      const onWallet = (movedAgency: string, moved: { availableAfter: number; heldAfter: number; currency: string }) => {
        if (movedAgency === agencyId) stream.write(`event: balance\ndata: ${JSON.stringify(moved)}\n\n`);
      };
      feed.changes.on('entry', onEntry);
      feed.changes.on('read', onRead);
      feed.changes.on('wallet', onWallet);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        feed.changes.off('entry', onEntry);
        feed.changes.off('read', onRead);
        feed.changes.off('wallet', onWallet);
        stream.end();
      };
      ctx.req.on('close', close);
      ctx.req.socket.setTimeout(0);
      ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
      ctx.status = 200;
      ctx.body = stream;
      stream.write('retry: 5000\n\n');
      await send();
    }),
  );

  router.post(
    '/notifications/:id/read',
    signedIn,
    handle({ params: entryParams, response: unreadCount }, async (ctx, { params }) => {
      const reader = readerOf(ctx);
      const exists = await feed.entries.countDocuments({ ...Feed.visibleTo(reader), _id: params.id });
      if (!exists) throw new AppError('not_found', 'No such notification');
      await feed.markRead(reader, params.id);
      ctx.body = { unread: await feed.unreadCount(reader) };
    }),
  );

  router.post(
    '/notifications/read-all',
    signedIn,
    handle({ response: unreadCount }, async (ctx) => {
      await feed.markRead(readerOf(ctx));
      ctx.body = { unread: 0 };
    }),
  );

  /** Operators see the mail queue: what failed ("error sending email") and why. */
  router.get(
    '/notifications/emails',
    requireSession('operator'),
    handle({ query: emailsQuery, response: queuedEmailsPage }, async (ctx, { query }) => {
      ctx.body = await findPage(
        mailer.emails,
        query.status ? { status: query.status } : {},
        { createdAt: -1 },
        query,
        (d) => ({
          id: d._id,
          eventType: d.eventType,
          to: d.to,
          subject: d.subject,
          status: d.status,
          attempts: d.attempts,
          lastError: d.lastError,
          createdAt: d.createdAt.toISOString(),
          sentAt: d.sentAt?.toISOString() ?? null,
        }),
        { projection: { html: 0, text: 0 } },
      );
    }),
  );

  router.post(
    '/notifications/emails/:id/retry',
    requireSession('operator'),
    handle({ params: entryParams, response: emailRetryResponse }, async (ctx, { params }) => {
      if (!(await mailer.retry(params.id))) throw new AppError('conflict', 'Only a failed email can be sent again');
      ctx.status = 202;
      ctx.body = { queued: true };
    }),
  );

  return router;
}
