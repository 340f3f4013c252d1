import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FetchHandler } from './call-fetch-handler.ts';
import type { LambdaTarget } from './call-lambda-handler.ts';
import type { NodeHandler } from './call-node-handler.ts';
import { UnsupportedTargetError } from '../errors.ts';

/**
 * A node HTTP(S) server, listening or not: `http.createServer(app)`, NestJS's
 * `app.getHttpServer()`, Fastify's `app.server`. Its request handlers are called, no port opened.
 *
 * @example
 * ```ts
 * import { deliver, fixture, type NodeServer } from '@designhooks/testing';
 * await app.init(); // a NestJS application
 * const server: NodeServer = app.getHttpServer();
 * const { status } = await deliver(server, fixture('project.updated'), { secret: 'key', path: '/webhooks' });
 * ```
 */
export interface NodeServer {
  address(): unknown;
  listeners(event: 'request'): unknown[];
  emit(event: 'request', req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * Where `deliver()` sends: a URL, a node/express handler or server, a fetch handler, one wrapped
 * to say which, or a Lambda handler behind API Gateway (`{ lambda }`).
 */
export type DeliverTarget =
  | string
  | URL
  | NodeHandler
  | FetchHandler
  | NodeServer
  | { node: NodeHandler }
  | { fetch: FetchHandler }
  | LambdaTarget;

/** A target once its kind is known. */
export type ResolvedTarget =
  | { kind: 'node'; handler: NodeHandler }
  | { kind: 'fetch'; handler: FetchHandler }
  | { kind: 'lambda'; target: LambdaTarget }
  | { kind: 'url'; url: URL };

/**
 * Tells what kind of target `deliver()` was given. Functions are told apart by their declared
 * parameter count: `(req, res)` / `(req, res, next)` (express apps) are node handlers,
 * `(request)` is a fetch handler; the `{ node }` / `{ fetch }` wrappers remove any doubt.
 */
export function resolveTarget(target: DeliverTarget): ResolvedTarget {
  if (typeof target === 'string' || target instanceof URL) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new UnsupportedTargetError(`"${String(target)}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UnsupportedTargetError(`URL must be http: or https:, got ${url.protocol}`);
    }
    return { kind: 'url', url };
  }
  if (typeof target === 'function') {
    if (target.length >= 2) return { kind: 'node', handler: target as NodeHandler };
    if (target.length === 1) return { kind: 'fetch', handler: target as FetchHandler };
    throw new UnsupportedTargetError(
      'cannot tell a node (req, res) handler from a fetch (request) handler with no declared parameters; pass { node: fn } or { fetch: fn }',
    );
  }
  if (target && typeof target === 'object') {
    if ('node' in target && typeof target.node === 'function')
      return { kind: 'node', handler: target.node };
    if ('fetch' in target && typeof target.fetch === 'function')
      return { kind: 'fetch', handler: target.fetch };
    if ('lambda' in target && typeof target.lambda === 'function') {
      const { payload } = target;
      if (payload !== undefined && payload !== '1.0' && payload !== '2.0')
        throw new UnsupportedTargetError(
          `lambda payload must be '1.0' or '2.0', got ${JSON.stringify(payload)}`,
        );
      return { kind: 'lambda', target };
    }
    if (isNodeServer(target)) {
      if (target.listeners('request').length === 0)
        throw new UnsupportedTargetError(
          'the server has no request handler: create it with your app, as in http.createServer(app)',
        );
      return { kind: 'node', handler: (req, res) => target.emit('request', req, res) };
    }
    const hint = frameworkHint(target);
    if (hint) throw new UnsupportedTargetError(hint);
  }
  throw new UnsupportedTargetError(
    'target must be a URL string, an express app, a node (req, res) handler or http.Server, a fetch (request) handler, { node }, { fetch } or { lambda }',
  );
}

// Servers are told by what every node server has (an EventEmitter with an address); not
// `instanceof http.Server`: an https.Server is not one.
function isNodeServer(target: object): target is NodeServer {
  const has = (name: string) => typeof (target as Record<string, unknown>)[name] === 'function';
  return has('address') && has('listeners') && has('emit');
}

// Application objects that are not handlers themselves, and the handler each one has.
function frameworkHint(app: object): string | undefined {
  const has = (name: string) => typeof (app as Record<string, unknown>)[name] === 'function';
  if (has('routing') && has('ready'))
    return 'a Fastify instance is not a handler: await app.ready(), then pass app.server';
  if (has('getHttpServer') && has('init'))
    return 'a NestJS application is not a handler: await app.init(), then pass app.getHttpServer()';
  if (has('callback') && has('use'))
    return 'a Koa application is not a handler: pass app.callback()';
  return undefined;
}
