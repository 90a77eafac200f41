import { BlockList, isIP } from 'node:net';
import type { Middleware } from 'koa';
import type { AppState } from './context';

/** Loopback only: the local gateway in front of local services. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

/** An address as the socket or a header gives it, without the IPv4-mapped prefix; undefined when it is none. */
function plainAddress(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address && isIP(address) ? address : undefined;
}

/** The proxies whose X-Forwarded-For is believed (`TRUSTED_PROXIES`: addresses and CIDRs). */
export class TrustedProxies {
  private readonly list = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const plain = plainAddress(address);
      const bits = prefix === undefined ? undefined : Number(prefix);
      const type = plain && isIP(plain) === 6 ? 'ipv6' : 'ipv4';
      if (!plain || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (type === 'ipv6' ? 128 : 32)))) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
      }
      if (bits === undefined) this.list.addAddress(plain, type);
      else this.list.addSubnet(plain, bits, type);
    }
  }

  has(address: string): boolean {
    return this.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
}

/**
 * The hops from the client to the socket's peer, read from the right of X-Forwarded-For while each
 * hop is a trusted proxy: the first address is the client's, whatever an untrusted hop claimed.
 */
export function forwardedChain(peer: string | undefined, forwardedFor: string, trusted: TrustedProxies): string[] {
  const socket = plainAddress(peer);
  if (!socket) return [];
  const chain = [socket];
  const claimed = forwardedFor ? forwardedFor.split(',').reverse() : [];
  for (const entry of claimed) {
    if (!trusted.has(chain[0]!)) break;
    const address = plainAddress(entry);
    if (!address) break;
    chain.unshift(address);
  }
  return chain;
}

/** Sets `ctx.ip` to the client's address (see `forwardedChain`) for everything after it: logs, throttles, audit trails. */
export function clientAddress(trusted: TrustedProxies): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.request.ip = forwardedChain(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for'), trusted)[0] ?? 'unknown';
    await next();
  };
}
