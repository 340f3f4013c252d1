import { bodyDigest, userAgent } from '@designhooks/receiver';
import { randomBytes } from 'node:crypto';
import type { ReceivedStore } from '../records/open-received-store.ts';
import type { ForwardResult, ReceivedRecord, ValidationCheck } from '../records/received-record.ts';
import { REJECTED_BODY_KEEP_BYTES } from '../records/received-retention.ts';
import type { DeliveryCheck } from './delivery-check.ts';
import { matchRoute, type EventRoute } from '../routes/event-route.ts';
import { forwardDelivery, type ForwardOptions } from './forward-delivery.ts';
import { headerPairs, headersObject } from './raw-headers.ts';
import { previewDrift } from '../../text/bounded-json.ts';

/** One request that reached the webhook path (or a replay of a recorded one). */
export interface DeliveryInput {
  readonly method: string;
  /** Path and query as requested. */
  readonly path: string;
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
  readonly remoteAddress: string | null;
  readonly via: ReceivedRecord['via'];
  readonly replayOf?: string | null;
  /** The replay's body (or signature) was edited in the inspector: it is not the original's. */
  readonly edited?: boolean;
  /** Set when the body was cut at the size limit (`body` is its start): the SDK is not asked, the answer is 413. */
  readonly tooLarge?: { readonly limitBytes: number; readonly receivedBytes: number };
}

/** What the listener needs to process deliveries. */
export interface ProcessContext {
  readonly check: DeliveryCheck;
  readonly store: ReceivedStore;
  readonly service: string;
  /** `--forward-to` with a single URL; null answers with the SDK's verdict. */
  readonly forwardTo: string | null;
  /** Forwarding routes by event (first match wins); when set, they replace `forwardTo`. */
  readonly routes?: readonly EventRoute[];
  readonly forwardOptions?: ForwardOptions;
  /** `--events`: other events are recorded and answered but not forwarded. */
  readonly events: readonly string[] | null;
  readonly now?: () => Date;
}

/** The answer for the sender. */
export interface DeliveryResponse {
  readonly status: number;
  readonly contentType: string;
  /** Other headers to send (the SDK's `allow` on a 405, ...). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * The listener's pipeline for one delivery: ask the receiver SDK for its verdict (signature,
 * envelope, schema), check the User-Agent, forward the exact bytes to `--forward-to` when set,
 * record everything (synchronously, before answering) and return the answer: the app's when
 * forwarding, the SDK's otherwise.
 *
 * @example
 * ```ts
 * const { record, response } = await processDelivery(context, { method: 'POST', path: '/webhooks',
 *   rawHeaders: req.rawHeaders, body, remoteAddress: '127.0.0.1', via: 'local' }, { forward: true });
 * res.writeHead(response.status, { 'content-type': response.contentType }).end(response.body);
 * ```
 */
export async function processDelivery(
  context: ProcessContext,
  input: DeliveryInput,
  options: { forward: boolean },
): Promise<{ record: ReceivedRecord; response: DeliveryResponse }> {
  const started = performance.now();
  const receivedAt = (context.now?.() ?? new Date()).toISOString();
  const headers = headerPairs(input.rawHeaders);
  const headerMap = headersObject(headers);
  const check = input.tooLarge
    ? tooLarge(input.tooLarge.limitBytes)
    : await context.check({ method: input.method, headers: headerMap, body: input.body });
  const ignored = Boolean(context.events && check.event && !context.events.includes(check.event));

  let forward: ForwardResult | null = null;
  let response: DeliveryResponse = {
    status: check.status,
    contentType: 'application/json',
    headers: check.responseHeaders,
    body: Buffer.from(check.responseBody),
  };
  const route = options.forward ? matchRoute(forwardingRoutes(context), check.event) : null;
  if (route && !ignored && input.method === 'POST' && !input.tooLarge) {
    const outcome = await forwardDelivery(
      route.url,
      input.body,
      input.rawHeaders,
      context.forwardOptions,
    );
    forward = { ...outcome.result, route: route.event };
    response =
      outcome.result.error !== null || outcome.result.status === null
        ? jsonResponse(
            502,
            'forward_failed',
            `forwarding to ${route.url} failed: ${outcome.result.error}`,
          )
        : {
            status: outcome.result.status,
            contentType: contentTypeOf(outcome.result.headers),
            body: outcome.responseBody,
          };
  }
  // A rejected delivery keeps only the start of its body unless it was signed with the secret:
  // anyone who reaches the URL could otherwise fill the disk with 5 MiB bodies.
  const keepWhole =
    (response.status >= 200 && response.status < 300) || check.signature.status === 'verified';
  const kept = keepWhole ? input.body : input.body.subarray(0, REJECTED_BODY_KEEP_BYTES);
  const bodyBytes = input.tooLarge?.receivedBytes ?? input.body.length;
  const expectedAgent = userAgent(context.service);
  const agent = typeof headerMap['user-agent'] === 'string' ? headerMap['user-agent'] : null;
  const record: ReceivedRecord = {
    id: newRecordId(),
    receivedAt,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    method: input.method,
    path: input.path,
    remoteAddress: input.remoteAddress,
    via: input.via,
    replayOf: input.replayOf ?? null,
    ...(input.edited ? { edited: true } : {}),
    headers,
    bodyBase64: kept.toString('base64'),
    bodyBytes,
    bodySha256: bodyDigest(input.body),
    bodyTruncated: kept.length < bodyBytes,
    event: check.event,
    ignored,
    signature: check.signature,
    validation: boundValidation(check.validation),
    userAgent: { value: agent, expected: expectedAgent, ok: agent === expectedAgent },
    verdict: { status: check.status, code: check.code, message: check.message },
    status: response.status,
    forward,
  };
  context.store.append(record);
  return { record, response };
}

/**
 * The listener's routes: `routes` when set, else `forwardTo` as the one `*` route.
 *
 * @example
 * ```ts
 * forwardingRoutes({ ...context, forwardTo: 'http://127.0.0.1:3000/' }); // [{ event: '*', url: … }]
 * ```
 */
export function forwardingRoutes(
  context: Pick<ProcessContext, 'routes' | 'forwardTo'>,
): readonly EventRoute[] {
  return context.routes ?? (context.forwardTo ? [{ event: '*', url: context.forwardTo }] : []);
}

/** Issues kept per record: the summary of every record stays in memory, and a hostile body can fail a schema 100,000 times. */
const MAX_ISSUES_KEPT = 100;
/**
 * The validation result as a record keeps it: at most 100 issues, and drift values cut to a
 * 256-character, 16-level JSON preview (marked `valueTruncated`), since every record's summary stays in
 * the listener's memory.
 */
function boundValidation(validation: ValidationCheck): ValidationCheck {
  const { issues, drift } = validation;
  const boundedIssues =
    issues.length > MAX_ISSUES_KEPT
      ? [
          ...issues.slice(0, MAX_ISSUES_KEPT),
          { path: '', message: `… and ${issues.length - MAX_ISSUES_KEPT} more issues` },
        ]
      : issues;
  const boundedDrift = drift?.map((entry) => previewDrift(entry));
  return boundedIssues === issues && boundedDrift === undefined
    ? validation
    : { ...validation, issues: boundedIssues, ...(boundedDrift ? { drift: boundedDrift } : {}) };
}

/** Short, unique across listener processes sharing a store, roughly time-ordered. */
function newRecordId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

function tooLarge(limitBytes: number): Awaited<ReturnType<DeliveryCheck>> {
  const message = `body is larger than the ${limitBytes}-byte limit`;
  return {
    status: 413,
    responseBody: JSON.stringify({ ok: false, error: { code: 'payload_too_large', message } }),
    responseHeaders: { connection: 'close' },
    code: 'payload_too_large',
    message,
    event: null,
    signature: { status: 'unchecked', header: null, reason: null },
    validation: { status: 'unchecked', issues: [] },
  };
}

function jsonResponse(status: number, code: string, message: string): DeliveryResponse {
  return {
    status,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify({ ok: false, error: { code, message } })),
  };
}

function contentTypeOf(headers: ReadonlyArray<readonly [string, string]>): string {
  return (
    headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ??
    'text/plain; charset=utf-8'
  );
}
