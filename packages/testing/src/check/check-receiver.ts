import { callFetchHandler, type FetchHandler } from '../deliver/call-fetch-handler.ts';
import { callNodeHandler, type NodeHandler } from '../deliver/call-node-handler.ts';
import { CheckOptionsError, DeliverTimeoutError, HandlerThrewError } from '../errors.ts';
import { resolveTarget, type ResolvedTarget } from '../deliver/resolve-target.ts';
import { sendHttp } from '../deliver/send-http.ts';
import { DEFAULT_SERVICE } from '@designhooks/receiver';
import {
  CHECK_DEFAULTS,
  runCheck,
  type CheckAnswer,
  type CheckOptions,
  type CheckReport,
  type CheckRequest,
  type CheckTransport,
} from './run-check.ts';

/** Options of {@link checkReceiver}: one target (`url` or `handler`) and the run's settings. */
export interface CheckReceiverOptions extends CheckOptions {
  /** A running receiver's URL (http: or https:). */
  url?: string | URL | undefined;
  /**
   * A receiver in this process, called with no port: a node `(req, res)` handler or an express
   * app, a fetch handler `(Request) => Response`, or either wrapped as `{ node }` / `{ fetch }`.
   */
  handler?:
    NodeHandler | FetchHandler | { node: NodeHandler } | { fetch: FetchHandler } | undefined;
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
  const target = resolveTarget(options.url ?? options.handler!);
  const timeoutMs = options.timeout ?? CHECK_DEFAULTS.timeout;
  const transport = inProcessTransport(target, {
    timeoutMs,
    service: options.service ?? DEFAULT_SERVICE,
    path: options.path ?? '/',
    ca: options.ca,
  });
  const shown = target.kind === 'url' ? target.url.href : `in process (${target.kind} handler)`;
  return runCheck(shown, transport, options);
}

/**
 * The requests of a run as `deliver()` makes them: the platform's headers and signature, over
 * HTTP to a URL, over an in-memory connection to a node handler, or as a `Request` to a fetch
 * handler. Errors become one-line answers, never throws.
 */
function inProcessTransport(
  target: ResolvedTarget,
  settings: { timeoutMs: number; service: string; path: string; ca: string | Buffer | undefined },
): CheckTransport {
  const { timeoutMs, service } = settings;
  return async (request: CheckRequest): Promise<CheckAnswer> => {
    const headers: Record<string, string> = {
      'User-Agent': `${service}-Webhooks`,
      ...(request.method === 'POST' ? { 'Content-Length': String(request.body.length) } : {}),
      ...(request.signature === null
        ? {}
        : { [`${service}-Webhooks-Signature`]: request.signature }),
      'Content-Type': 'application/json',
      'Accept-Encoding': 'gzip',
    };
    const body = request.method === 'POST' ? request.body : undefined;
    try {
      if (target.kind === 'fetch') {
        const fetchRequest = new Request(new URL(settings.path, 'http://localhost'), {
          method: request.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
        });
        const { status } = await callFetchHandler(target.handler, fetchRequest, timeoutMs);
        return { status };
      }
      const exchange = {
        method: request.method,
        headers: { ...headers, Connection: 'close' },
        body,
        timeoutMs,
      };
      const { status } =
        target.kind === 'node'
          ? await callNodeHandler(target.handler, {
              ...exchange,
              url: new URL(settings.path, 'http://localhost'),
            })
          : await sendHttp({ ...exchange, url: target.url, ca: settings.ca });
      return { status };
    } catch (error) {
      if (error instanceof DeliverTimeoutError)
        return { error: `no answer within ${timeoutMs} ms`, timedOut: true };
      if (error instanceof HandlerThrewError)
        return { error: error.message.replace(/^deliver: /, ''), timedOut: false };
      const { message, code } = error as Error & { code?: string };
      return {
        error: `${code ? `${code}: ` : ''}${String(message).split('\n')[0]}`,
        timedOut: false,
      };
    }
  };
}
