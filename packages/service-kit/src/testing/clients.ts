import type { Role } from '@portal/contracts';
import { SESSION_COOKIE, type SessionClaims, type SessionCodec } from '../session';

export interface Answer<B = unknown> {
  status: number;
  /** The parsed JSON body, the text of any other body, undefined without one. */
  body: B;
  headers: Headers;
}

/** One browser over real HTTP: its cookie jar follows Set-Cookie, as a browser's does. */
export class TestClient {
  constructor(
    readonly base: string,
    public cookie = '',
    /** The address the client says it calls from (X-Forwarded-For, believed from loopback). */
    private readonly ip?: string,
  ) {}

  // Bodies are whatever a test reads from them; the contract checks run in the service.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<B = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<B>> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (pair!.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: (text && json ? JSON.parse(text) : text || undefined) as B, headers: res.headers };
  }

  /** Signs in through identity's real `/auth/login`; throws unless it answered 200. */
  async signIn(email: string, password: string): Promise<Answer> {
    const res = await this.call('POST', '/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  }
}

/** Who a session is for: a user of an agency (or none, for an operator) in a role. */
export type SessionUser = Pick<SessionClaims, 'uid' | 'aid' | 'role'>;

/** A session cookie signed as identity signs it, for a user the test names. */
export function sessionCookie(sessions: SessionCodec, user: SessionUser, ttlMs = 3_600_000): string {
  return `${SESSION_COOKIE}=${sessions.issue({ ...user, lang: 'en' }, ttlMs).token}`;
}

/** The callers every auth test needs, by the part they play. */
export interface RoleClients {
  operator: TestClient;
  agencyAdmin: TestClient;
  agent: TestClient;
  /** An admin of another agency: sees nothing of the first agency's. */
  otherAgencyAdmin: TestClient;
  signedOut: TestClient;
}

export interface RoleUsers {
  agencyId: string;
  otherAgencyId: string;
  /** User ids when the service looks its users up (identity); made up otherwise. */
  uids?: Partial<Record<keyof RoleClients, string>>;
}

/** The session users of `roleClients`, by part, for services that only read the session. */
export function roleUsers({ agencyId, otherAgencyId, uids = {} }: RoleUsers): Record<Exclude<keyof RoleClients, 'signedOut'>, SessionUser> {
  const user = (part: keyof RoleClients, role: Role, aid: string | null): SessionUser => ({ uid: uids[part] ?? `${part}-${aid ?? 'platform'}`, aid, role });
  return {
    operator: user('operator', 'operator', null),
    agencyAdmin: user('agencyAdmin', 'agency_admin', agencyId),
    agent: user('agent', 'agent', agencyId),
    otherAgencyAdmin: user('otherAgencyAdmin', 'agency_admin', otherAgencyId),
  };
}

/** A signed-in client per role on `base`, sessions signed with the service's codec. */
export function roleClients(base: string, sessions: SessionCodec, users: RoleUsers): RoleClients {
  const byPart = roleUsers(users);
  const client = (user: SessionUser) => new TestClient(base, sessionCookie(sessions, user));
  return {
    operator: client(byPart.operator),
    agencyAdmin: client(byPart.agencyAdmin),
    agent: client(byPart.agent),
    otherAgencyAdmin: client(byPart.otherAgencyAdmin),
    signedOut: new TestClient(base),
  };
}
