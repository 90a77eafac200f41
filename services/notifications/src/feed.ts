import { EventEmitter } from 'node:events';
import type { Role } from '@portal/contracts';
import { isDuplicateKey } from '@portal/service-kit';
import type { Collection, Filter } from 'mongodb';
import type { FeedContent, Localised } from './templates';

/** An in-app notification for one user, or for every operator. */
export interface FeedDoc {
  _id: string;
  eventType: string;
  userId: string | null;
  role: Role | null;
  title: Localised;
  body: Localised;
  link: string | null;
  /** Users who have read it (an operator entry is read per operator). */
  readBy: string[];
  createdAt: Date;
}

export type Audience = { userId: string } | { role: Role };

export interface Reader {
  userId: string;
  role: Role;
}

/** Keeps the feed and tells open streams of their readers' new entries. */
export class Feed {
  readonly changes = new EventEmitter();

  constructor(readonly entries: Collection<FeedDoc>) {
    this.changes.setMaxListeners(0);
  }

  async init(): Promise<void> {
    await this.entries.createIndex({ userId: 1, createdAt: -1 });
    await this.entries.createIndex({ role: 1, createdAt: -1 });
  }

  static visibleTo(reader: Reader): Filter<FeedDoc> {
    return { $or: [{ userId: reader.userId }, { role: reader.role }] };
  }

  /** Adds an entry once per event and audience. */
  async add(eventId: string, eventType: string, audience: Audience, content: FeedContent, now = new Date()): Promise<void> {
    const key = 'userId' in audience ? audience.userId : `role:${audience.role}`;
    try {
      await this.entries.insertOne({
        _id: `${eventId}:${key}`,
        eventType,
        userId: 'userId' in audience ? audience.userId : null,
        role: 'role' in audience ? audience.role : null,
        title: content.title,
        body: content.body,
        link: content.link ?? null,
        readBy: [],
        createdAt: now,
      });
    } catch (err) {
      if (isDuplicateKey(err)) return;
      throw err;
    }
    this.changes.emit('entry', audience);
  }

  unreadCount(reader: Reader): Promise<number> {
    return this.entries.countDocuments({ ...Feed.visibleTo(reader), readBy: { $ne: reader.userId } });
  }

  async markRead(reader: Reader, id?: string): Promise<number> {
    const filter: Filter<FeedDoc> = { ...Feed.visibleTo(reader), readBy: { $ne: reader.userId } };
    if (id) filter._id = id;
    const res = await this.entries.updateMany(filter, { $addToSet: { readBy: reader.userId } });
    if (res.modifiedCount > 0) this.changes.emit('read', reader.userId);
    return res.modifiedCount;
  }

  /** Whether an entry for `audience` concerns `reader`. */
  static concerns(audience: Audience, reader: Reader): boolean {
    return 'userId' in audience ? audience.userId === reader.userId : audience.role === reader.role;
  }
}
