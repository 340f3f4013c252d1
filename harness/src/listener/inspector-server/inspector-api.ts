import type { IncomingMessage, ServerResponse } from 'node:http';
import { HarnessError, NotFoundError } from '../../errors.ts';
import { guardRequest } from '../../local-server/guard-request.ts';
import { BadRequestError } from '../../local-server/local-server-errors.ts';
import { parseRequestTarget, type RequestTarget } from '../../local-server/request-target.ts';
import { readJsonBody } from '../../local-server/read-json-body.ts';
import { sendJson } from '../../local-server/send-json.ts';
import type { ReceivedStore } from '../records/open-received-store.ts';
import { summarize, type ReceivedRecord } from '../records/received-record.ts';
import { deliveryCommands, type CommandContext } from './delivery-commands.ts';
import { saveFixture } from './save-fixture.ts';
import type { SseHub } from './sse-hub.ts';

/** Most records one list call returns. */
export const API_LIST_MAX = 500;

/** Deliveries the harness sent (`designhooks send` / `trigger`), read from its store. */
export type SentDeliveries = (limit: number) => Promise<readonly unknown[]> | readonly unknown[];

/** Everything the inspector API reads or does. */
export interface InspectorApiOptions {
  readonly store: ReceivedStore;
  readonly hub: SseHub;
  readonly commands: CommandContext;
  readonly allowedHosts: ReadonlySet<string>;
  readonly fixturesDir: string;
  readonly forwardTo: string | null;
  /** Re-runs a recorded delivery through the listener (`forward: true` also posts it to `--forward-to`). */
  readonly replay: (record: ReceivedRecord, forward: boolean) => Promise<ReceivedRecord>;
  readonly sent: SentDeliveries | null;
  /** Static facts for `GET /api/info`. */
  readonly info: Readonly<Record<string, unknown>>;
}

/**
 * The inspector's JSON API under `/api/` (documented in docs/listen.md): list, get, raw body,
 * replay, save as fixture, sent deliveries, and the live SSE stream. Returns false for paths
 * outside `/api/` so the caller can serve the page.
 *
 * @example
 * ```ts
 * const api = inspectorApi(options);
 * http.createServer(async (req, res) => { if (!(await api(req, res))) serveStatic(req, res); });
 * ```
 */
export function inspectorApi(options: InspectorApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = parseRequestTarget(req.url);
    if (!url?.path.startsWith('/api/')) return false;
    try {
      guardRequest(req, options.allowedHosts, 'inspector');
      await route(options, req, res, url);
    } catch (error) {
      const known = error instanceof HarnessError;
      const status = known ? error.status : 500;
      const message = known ? error.message : 'the inspector could not do that';
      if (!res.headersSent)
        sendJson(res, status, { error: { code: known ? error.code : 'internal', message } });
      else res.end();
    }
    return true;
  };
}

async function route(
  options: InspectorApiOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestTarget,
): Promise<void> {
  const method = req.method ?? 'GET';
  const parts = url.path.split('/').filter(Boolean).slice(1); // drop "api"
  const [resource, id, action] = parts;
  const is = (m: string, n: number) => method === m && parts.length === n;

  if (resource === 'info' && is('GET', 1)) return sendJson(res, 200, options.info);
  if (resource === 'stream' && is('GET', 1)) return options.hub.handle(req, res);
  if (resource === 'sent' && is('GET', 1)) {
    const limit = readLimit(url);
    const deliveries = options.sent ? await options.sent(limit) : [];
    return sendJson(res, 200, { available: options.sent !== null, deliveries });
  }
  if (resource !== 'deliveries') throw new NotFoundError(`no API route ${method} ${url.path}`);
  if (is('GET', 1)) {
    const filter = {
      event: url.query.get('event') ?? '',
      status: url.query.get('status') ?? '',
    };
    return sendJson(res, 200, {
      deliveries: options.store.list({ ...filter, limit: readLimit(url) }),
    });
  }
  const record = id ? options.store.get(id) : undefined;
  if (!record) throw new NotFoundError(`no received delivery with id "${id ?? ''}"`);
  const body = Buffer.from(record.bodyBase64, 'base64');
  if (is('GET', 2)) {
    const text = body.toString('utf8');
    return sendJson(res, 200, {
      ...record,
      body: Buffer.from(text, 'utf8').equals(body) ? text : null,
      commands: deliveryCommands(record, options.commands),
    });
  }
  if (action === 'body' && is('GET', 3)) {
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': body.length,
      'x-content-type-options': 'nosniff',
    });
    return void res.end(body);
  }
  if ((action === 'replay' || action === 'fixture') && record.bodyTruncated) {
    throw new BadRequestError(
      `only the first ${body.length} of its ${record.bodyBytes} bytes were kept (a rejected delivery): it cannot be replayed or saved`,
    );
  }
  if (action === 'replay' && is('POST', 3)) {
    const { target = 'listener' } = await readJsonBody(req);
    if (target !== 'listener' && target !== 'forward')
      throw new BadRequestError('target must be "listener" or "forward"');
    if (target === 'forward' && !options.forwardTo)
      throw new BadRequestError('no --forward-to target is configured');
    const replayed = await options.replay(record, target === 'forward');
    return sendJson(res, 201, { delivery: summarize(replayed) });
  }
  if (action === 'fixture' && is('POST', 3)) {
    const { name, overwrite } = await readJsonBody(req);
    if (typeof name !== 'string') throw new BadRequestError('give the fixture a "name"');
    const path = saveFixture(options.fixturesDir, name, body, { overwrite: overwrite === true });
    return sendJson(res, 201, { path, bytes: body.length });
  }
  throw new NotFoundError(`no API route ${method} ${url.path}`);
}

function readLimit(url: RequestTarget): number {
  const text = url.query.get('limit');
  if (text === null) return 200;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1)
    throw new BadRequestError('limit must be a positive integer');
  return Math.min(limit, API_LIST_MAX);
}
