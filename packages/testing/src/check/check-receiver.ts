import type { FetchHandler } from '../deliver/call-fetch-handler.ts';
import type { LambdaTarget } from '../deliver/call-lambda-handler.ts';
import type { NodeHandler } from '../deliver/call-node-handler.ts';
import { deliver } from '../deliver/deliver.ts';
import { resolveTarget, type DeliverTarget, type NodeServer } from '../deliver/resolve-target.ts';
import { CheckOptionsError, DeliverTimeoutError, HandlerThrewError } from '../errors.ts';
import { DEFAULT_SERVICE, signatureHeader } from '@designhooks/receiver';
import {
  CHECK_DEFAULTS,
  type CheckAnswer,
  type CheckOptions,
  type CheckReport,
  type CheckRequest,
  type CheckTransport,
} from './check-types.ts';
import { inFrontHeaders } from './answered-in-front.ts';
import { runCheck } from './run-check.ts';

/** Options of {@link checkReceiver}: one target (`url` or `handler`) and the run's settings. */
export interface CheckReceiverOptions extends CheckOptions {
  /** A running receiver's URL (http: or https:). */
  url?: string | URL | undefined;
  /**
   * A receiver in this process, called with no port: a node `(req, res)` handler or an express
   * app, a node server (NestJS's `app.getHttpServer()`, Fastify's `app.server`), a fetch handler
   * `(Request) => Response`, either wrapped as `{ node }` / `{ fetch }`, or a Lambda handler
   * behind API Gateway as `{ lambda }` (with `payload` and `base64` as the gateway hands it over).
   */
  handler?:
    | NodeHandler
    | FetchHandler
    | NodeServer
    | { node: NodeHandler }
    | { fetch: FetchHandler }
    | LambdaTarget
    | undefined;
  /** Where the in-process handler is mounted; default `/`. */
  path?: string | undefined;
  /** The platform's name in the header names; default `Abstract`. */
  service?: string | undefined;
  /** Extra CA certificate(s) to trust for an `https://` url. */
  ca?: string | Buffer | undefined;
}

/**
 * Grades a receiver against what the platform sends: runs the whole conformance catalogue
 * (docs/check.md) against a URL, or in process against a node / express / fetch handler with no
 * port, and returns the report `designhooks check --format json` prints. `report.passed` is true
 * when every `must` case passed.
 *
 * @example
 * ```ts
 * import { checkReceiver } from '@designhooks/testing';
 * import { expect, it } from 'vitest';
 * import { createApp } from './app.ts';
 *
 * it('handles everything the platform sends', async () => {
 *   const report = await checkReceiver({ handler: createApp(), path: '/webhooks', secret: 'test' });
 *   expect(report.cases.filter((c) => c.verdict === 'fail')).toEqual([]);
 * });
 * ```
 */
export async function checkReceiver(options: CheckReceiverOptions): Promise<CheckReport> {
  if ((options.url === undefined) === (options.handler === undefined))
    throw new CheckOptionsError('give exactly one of url and handler');
  for (const [name, value, min] of [
    ['timeout', options.timeout, 1],
    ['maxLatency', options.maxLatency, 1],
    ['burst', options.burst, 1],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= 2_147_483_647))
      throw new CheckOptionsError(`${name} must be a whole number from ${min}, got ${value}`);
  }
  const target = options.url ?? options.handler!;
  const resolved = resolveTarget(target);
  const timeoutMs = options.timeout ?? CHECK_DEFAULTS.timeout;
  const transport = deliverTransport(target, {
    whole: resolved.kind === 'lambda', // API Gateway hands a Lambda handler the whole body
    timeoutMs,
    service: options.service ?? DEFAULT_SERVICE,
    path: options.path ?? '/',
    ca: options.ca,
  });
  const shown =
    resolved.kind === 'url' ? resolved.url.href : `in process (${resolved.kind} handler)`;
  return runCheck(shown, transport, options);
}

/**
 * The requests of a run, each made by `deliver()`: the platform's headers, over HTTP to a URL,
 * over an in-memory connection to a node handler, or as a `Request` to a fetch handler; the
 * case's signature value (or none) in the signature header. Errors become one-line answers,
 * never throws.
 */
function deliverTransport(
  target: DeliverTarget,
  settings: {
    whole: boolean;
    timeoutMs: number;
    service: string;
    path: string;
    ca: string | Buffer | undefined;
  },
): CheckTransport {
  const { whole, timeoutMs, service, path, ca } = settings;
  return async (request: CheckRequest): Promise<CheckAnswer> => {
    try {
      const { status, body, headers } = await deliver(target, request.body, {
        secret: null,
        service,
        path,
        method: request.method,
        timeout: timeoutMs,
        ...(ca === undefined ? {} : { ca }),
        ...(request.splitAt === undefined ? {} : { splitAt: request.splitAt }),
        ...(request.halfClose ? { halfClose: true } : {}),
        headers: {
          ...(request.signature === null ? {} : { [signatureHeader(service)]: request.signature }),
          ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
        },
      });
      return {
        status,
        body,
        ...inFrontHeaders((name) => headers[name]),
        ...(whole && request.splitAt !== undefined ? { unsplit: true } : {}),
      };
    } catch (error) {
      if (error instanceof DeliverTimeoutError)
        return { error: `no answer within ${timeoutMs} ms`, timedOut: true };
      if (error instanceof HandlerThrewError)
        return { error: error.message.replace(/^deliver: /, ''), timedOut: false };
      const { message, code } = error as Error & { code?: string };
      return {
        error: `${code ? `${code}: ` : ''}${String(message).split('\n')[0]}${untrusted(code, ca)}`,
        timedOut: false,
        ...(code === 'ECONNREFUSED' ? { refused: true } : {}),
        ...(code === 'ECONNRESET' || code === 'EPIPE' ? { closed: true } : {}),
      };
    }
  };
}

/** Node's codes for a certificate no trusted CA vouches for (self-signed, or a private CA's). */
const UNTRUSTED_CERTIFICATE =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?)$/;

// What a test against a local HTTPS receiver needs to hear: the option that trusts its certificate.
function untrusted(code: string | undefined, ca: string | Buffer | undefined): string {
  if (!code || !UNTRUSTED_CERTIFICATE.test(code)) return '';
  return ca === undefined
    ? "; pass the receiver's certificate, or the CA that issued it, as the `ca` option"
    : '; the `ca` option given does not vouch for this certificate';
}
