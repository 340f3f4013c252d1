import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFixture } from '@designhooks/schemas';
import { eventNames } from '@designhooks/types';
import { BadRequestError, NotFoundError, ReplayRunningError } from '../../errors.ts';
import { guardRequest } from '../../local-server/guard-request.ts';
import { noRoute } from '../../local-server/no-route.ts';
import { sendError } from '../../local-server/send-error.ts';
import { readLimit } from '../../local-server/read-limit.ts';
import { parseRequestTarget, type RequestTarget } from '../../local-server/request-target.ts';
import { readJsonBody } from '../../local-server/read-json-body.ts';
import { sendJson } from '../../local-server/send-json.ts';
import { forwardHtmlPage, forwardInFront } from '../records/forward-in-front.ts';
import { refusedVerified } from '../records/refused-verified.ts';
import type { ReceivedStore } from '../records/open-received-store.ts';
import {
  summarize,
  type ReceivedRecord,
  type ReceivedSummary,
  type ValidationCheck,
} from '../records/received-record.ts';
import { failedForwards, forwardTaken } from '../records/failed-forwards.ts';
import {
  MAX_SEARCH_QUERY_CHARS,
  parseSearchQuery,
  searchRecordLine,
} from '../records/search-records.ts';
import type { ReplaySignature } from './edited-replay.ts';
import { deliveryCommands, type CommandContext } from './delivery-commands.ts';
import { saveFixture } from './save-fixture.ts';
import type { SseHub } from './sse-hub.ts';

/** Most records one list call returns. */
export const API_LIST_MAX = 500;

/** Deliveries the harness sent (`designhooks send` / `trigger`), read from its store. */
export type SentDeliveries = (limit: number) => Promise<readonly unknown[]> | readonly unknown[];

/** What a replay asks for: where to, and for an edited replay its body and how it is signed. */
export interface ReplayRequest {
  readonly forward: boolean;
  readonly body?: Buffer;
  readonly signature?: ReplaySignature;
}

/** The schema's verdict on an edited body: the SDK's status and code, the event, the validation. */
export interface BodyVerdict {
  readonly status: number;
  readonly code: string | null;
  readonly message: string | null;
  readonly event: string | null;
  readonly validation: ValidationCheck;
}

/** Largest action body: an edited delivery body (5 MiB) as a JSON string, escapes included. */
const EDITED_REPLAY_MAX_BYTES = 12 * 1024 * 1024;

/** Bytes of the record file one search reads at a time. */
const SEARCH_READ_BYTES = 4 * 1024 * 1024;

/** Most records one search returns (it streams them as they are found). */
export const SEARCH_RESULTS_MAX = 500;

/** Everything the inspector API reads or does. */
export interface InspectorApiOptions {
  readonly store: ReceivedStore;
  readonly hub: SseHub;
  readonly commands: CommandContext;
  readonly allowedHosts: ReadonlySet<string>;
  readonly fixturesDir: string;
  readonly forwardTo: string | null;
  /**
   * Re-runs a recorded delivery through the listener (`forward: true` also posts it to the
   * route its event matches); with `body`, an edited replay signed as `signature` says.
   */
  readonly replay: (record: ReceivedRecord, replay: ReplayRequest) => Promise<ReceivedRecord>;
  /** The schema's verdict on a body typed in the editor (no signature check). */
  readonly checkBody: (body: Buffer) => Promise<BodyVerdict>;
  readonly sent: SentDeliveries | null;
  /** Static facts for `GET /api/info`. */
  readonly info: Readonly<Record<string, unknown>>;
}

/**
 * The inspector's JSON API under `/api/` (documented in docs/listen.md): list, get, raw body,
 * replay (as received or edited), save as fixture, search, the schema's verdict on an edited
 * body, the canonical fixtures, sent deliveries, and the live SSE stream. Returns false for paths
 * outside `/api/` so the caller can serve the page.
 *
 * @example
 * ```ts
 * const api = inspectorApi(options);
 * http.createServer(async (req, res) => { if (!(await api(req, res))) serveStatic(req, res); });
 * ```
 */
export function inspectorApi(options: InspectorApiOptions) {
  // One replay of what the app missed at a time: a click in a second tab (or a second click
  // before the first toast) would otherwise send every missed body to the app twice.
  const replay = { running: false };
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = parseRequestTarget(req.url);
    if (!url?.path.startsWith('/api/')) return false;
    try {
      guardRequest(req, options.allowedHosts, 'inspector');
      await route(options, req, res, url, replay);
    } catch (error) {
      sendError(res, error, 'the inspector could not do that');
    }
    return true;
  };
}

async function route(
  options: InspectorApiOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestTarget,
  replay: { running: boolean },
): Promise<void> {
  const method = req.method ?? 'GET';
  const parts = url.path.split('/').filter(Boolean).slice(1); // drop "api"
  const [resource, id, action] = parts;
  // The methods of the routes whose path fits but whose method does not: a 405's Allow header.
  const allowed = new Set<string>();
  const is = (m: string, n: number): boolean => {
    if (parts.length === n && method !== m) allowed.add(m);
    return parts.length === n && method === m;
  };

  if (resource === 'info' && is('GET', 1)) return sendJson(res, 200, options.info);
  if (resource === 'stream' && is('GET', 1)) return options.hub.handle(req, res);
  if (resource === 'sent' && is('GET', 1)) {
    const limit = listLimit(url);
    const deliveries = options.sent ? await options.sent(limit) : [];
    return sendJson(res, 200, { available: options.sent !== null, deliveries });
  }
  if (resource === 'search' && is('GET', 1)) return search(options, req, res, url);
  if (resource === 'check' && is('POST', 1)) {
    const { body } = await readJsonBody(req, EDITED_REPLAY_MAX_BYTES);
    if (typeof body !== 'string') throw new BadRequestError('"body" must be a string');
    return sendJson(res, 200, await options.checkBody(Buffer.from(body, 'utf8')));
  }
  if (resource === 'fixtures' && is('GET', 2)) {
    const event = decodeURIComponent(id ?? '');
    if (!(eventNames as readonly string[]).includes(event))
      throw new NotFoundError(
        `no canonical fixture for "${event.slice(0, 100)}": not one of the ${eventNames.length} events`,
      );
    return sendJson(res, 200, { event, body: readFixture(event).toString('utf8') });
  }
  if (resource === 'replay-failed' && is('GET', 1)) {
    const missed = options.forwardTo ? failedForwards(options.store.list()) : [];
    return sendJson(res, 200, { count: missed.length, ids: missed.map((record) => record.id) });
  }
  if (resource === 'replay-failed' && is('POST', 1)) {
    if (!options.forwardTo) throw new BadRequestError('no --forward-to target is configured');
    if (replay.running)
      throw new ReplayRunningError(
        'a replay of what the app missed is already running (another tab?): its result comes in a moment',
      );
    replay.running = true;
    try {
      return sendJson(res, 201, await replayMissed(options));
    } finally {
      replay.running = false;
    }
  }
  if (resource !== 'deliveries') noRoute(`${method} ${url.path}`, allowed);
  if (is('GET', 1)) {
    const filter = {
      event: url.query.get('event') ?? '',
      status: url.query.get('status') ?? '',
    };
    return sendJson(res, 200, {
      deliveries: options.store.list({ ...filter, limit: listLimit(url) }),
      total: options.store.count(), // every kept record, whatever the filter and limit
    });
  }
  if (id === undefined) noRoute(`${method} ${url.path}`, allowed);
  const record = options.store.get(id);
  if (!record) throw new NotFoundError(`no received delivery with id "${id}"`);
  const body = Buffer.from(record.bodyBase64, 'base64');
  if (is('GET', 2)) {
    const text = body.toString('utf8');
    return sendJson(res, 200, {
      ...record,
      body: Buffer.from(text, 'utf8').equals(body) ? text : null,
      commands: deliveryCommands(record, options.commands),
      // what answered in front of the app's code (its CSRF protection ...), for the detail pane
      forwardInFront: (record.forward && forwardInFront(record.forward)) ?? null,
      // the app refused a delivery the listener verified: another key, or a re-serialised body
      forwardRefusedVerified: refusedVerified(record),
      // a whole HTML document answered 2xx: the app's catch-all route may have taken it
      forwardHtmlPage: record.forward !== null && forwardHtmlPage(record.forward),
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
  if (action === 'fixture' && record.bodyTruncated) {
    throw new BadRequestError(
      `only the first ${body.length} of its ${record.bodyBytes} bytes were kept (a rejected delivery): it cannot be replayed or saved`,
    );
  }
  if (action === 'replay' && is('POST', 3)) {
    const request = await readJsonBody(req, EDITED_REPLAY_MAX_BYTES);
    const { target = 'listener', body: edited, signature = 'resign' } = request;
    if (target !== 'listener' && target !== 'forward')
      throw new BadRequestError('target must be "listener" or "forward"');
    if (target === 'forward' && !options.forwardTo)
      throw new BadRequestError('no --forward-to target is configured');
    if (edited !== undefined && typeof edited !== 'string')
      throw new BadRequestError('"body" must be the edited body as a string');
    if (signature !== 'resign' && signature !== 'original')
      throw new BadRequestError('signature must be "resign" or "original"');
    const replayed = await options.replay(record, {
      forward: target === 'forward',
      ...(typeof edited === 'string' ? { body: Buffer.from(edited, 'utf8'), signature } : {}),
    });
    return sendJson(res, 201, { delivery: summarize(replayed) });
  }
  if (action === 'fixture' && is('POST', 3)) {
    const { name, overwrite } = await readJsonBody(req);
    if (typeof name !== 'string') throw new BadRequestError('give the fixture a "name"');
    const path = saveFixture(options.fixturesDir, name, body, { overwrite: overwrite === true });
    return sendJson(res, 201, { path, bytes: body.length });
  }
  noRoute(`${method} ${url.path}`, allowed);
}

/**
 * `GET /api/search?q=…&limit=`: scans every kept record, newest first, and streams each match
 * as one JSON line after the parsed query (`{"query": …}`, for highlighting):
 * `{"hit": …, "delivery": <summary>}` as it is found, then `{"done": true, scanned, matched,
 * truncated}`. It yields to the event loop every few milliseconds (deliveries keep being
 * answered) and stops when the client goes away or `limit` (at most 500) matches are sent.
 */
async function search(
  options: InspectorApiOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestTarget,
): Promise<void> {
  const text = url.query.get('q') ?? '';
  if (text.length > MAX_SEARCH_QUERY_CHARS)
    throw new BadRequestError(`a search is at most ${MAX_SEARCH_QUERY_CHARS} characters`);
  const query = parseSearchQuery(text);
  if (!query) throw new BadRequestError('give a search text (q=…)');
  const limit = Math.min(listLimit(url), SEARCH_RESULTS_MAX);
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  let gone = false;
  res.on('close', () => (gone = true));
  res.write(`${JSON.stringify({ query })}\n`); // the page highlights what the server matched
  let scanned = 0;
  let matched = 0;
  let before: string | null = null;
  let truncated = false;
  let sliceStart = performance.now();
  // The file is read newest first, about 4 MiB per read; between reads, after 20 ms of work,
  // the event loop gets a turn (deliveries keep being answered during a long search).
  do {
    const batch = options.store.readLines(before, SEARCH_READ_BYTES);
    for (const { summary, line } of batch.lines) {
      if (matched >= limit) truncated = true; // a record is left unread
      if (gone || matched >= limit) break;
      scanned++;
      const hit = searchRecordLine(line, query);
      if (hit) {
        matched++;
        res.write(`${JSON.stringify({ hit, delivery: summary })}\n`);
      }
    }
    before = batch.next;
    if (performance.now() - sliceStart > 20) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  } while (before !== null && !gone && matched < limit);
  if (!gone)
    res.end(
      `${JSON.stringify({ done: true, scanned, matched, truncated: truncated || (matched >= limit && before !== null) })}\n`,
    );
}

// The inspector's lists: 200 unless asked, at most API_LIST_MAX.
function listLimit(url: RequestTarget): number {
  return readLimit(url.query, 200, API_LIST_MAX);
}

// One at a time, oldest first, as the app would have got them. An app that does not answer the
// first one (still down, or hanging until the forward's deadline) is not tried again.
async function replayMissed(options: InspectorApiOptions) {
  const replayed: ReceivedSummary[] = [];
  const unanswered = new Set<string>();
  let notSent = 0;
  for (const missed of failedForwards(options.store.list())) {
    const record = options.store.get(missed.id);
    if (!record) continue; // dropped by retention meanwhile
    const recordedUrl = missed.forward!.url; // failedForwards returns forwarded records only
    if (unanswered.has(recordedUrl)) {
      notSent++;
      continue;
    }
    const again = summarize(await options.replay(record, { forward: true }));
    replayed.push(again);
    // the route's URL now, and as recorded (a restarted listener may route elsewhere)
    if (again.forward?.status === null) unanswered.add(again.forward.url).add(recordedUrl);
  }
  const delivered = replayed.filter((record) => forwardTaken(record.forward)).length;
  return { replayed, delivered, failed: replayed.length - delivered, notSent };
}
