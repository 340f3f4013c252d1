import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { ForbiddenRequestError } from '../errors.ts';

/**
 * Protects a local server's API on a developer's machine (a listener's inspector, the platform
 * stand-in of `serve`) from web pages in the same browser and from other machines: the peer must
 * be loopback (even when `--host` binds a wider address), the `Host` must be one the server
 * answers to (no DNS rebinding), and a request that changes something must be JSON from the
 * server's own origin, scheme, host and port (no cross-site forms). `server` names it in the
 * refusals.
 *
 * @example
 * ```ts
 * guardRequest(req, new Set(['127.0.0.1:4000', 'localhost:4000']), 'inspector'); // throws ForbiddenRequestError
 * ```
 */
export function guardRequest(
  req: IncomingMessage,
  allowedHosts: ReadonlySet<string>,
  server: 'inspector' | 'platform server',
): void {
  const peer = req.socket.remoteAddress ?? '';
  if (!LOOPBACK_PEER.test(peer))
    throw new ForbiddenRequestError(`the ${server} answers only to this machine`);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!allowedHosts.has(host))
    throw new ForbiddenRequestError(`host "${host}" is not one this ${server} answers to`);
  if (req.method === 'GET' || req.method === 'HEAD') return;
  if (req.headers['sec-fetch-site'] === 'cross-site')
    throw new ForbiddenRequestError('cross-site request refused');
  const origin = req.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, req, allowedHosts)) {
    throw new ForbiddenRequestError(`origin ${origin} may not use this ${server}`);
  }
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    throw new ForbiddenRequestError(`changes to the ${server} take Content-Type: application/json`);
  }
}

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The server's own origin is scheme, host and port: a page at `https://127.0.0.1:PORT` is
 * another origin than an http server on that port (another program may serve TLS there), and
 * so is `http://localhost` without the port. `null` and anything with a path are refused.
 */
function sameOrigin(
  origin: string,
  req: IncomingMessage,
  allowedHosts: ReadonlySet<string>,
): boolean {
  const scheme = (req.socket as TLSSocket).encrypted ? 'https:' : 'http:';
  try {
    const url = new URL(origin);
    return (
      url.protocol === scheme &&
      allowedHosts.has(url.host.toLowerCase()) &&
      `${url.protocol}//${url.host}` === origin.toLowerCase()
    );
  } catch {
    return false;
  }
}
