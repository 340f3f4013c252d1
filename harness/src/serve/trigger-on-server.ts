import { ServerRequestError, UsageError } from '../errors.ts';
import { terminalSafe } from '@designhooks/receiver';
import { readAnswerBody } from '@designhooks/testing';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { redactUrl } from '../text/redact-url.ts';

/** A bearer token's characters (RFC 6750 token68, as `serve --token` takes them). */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** What `designhooks trigger --server` sends. */
export interface TriggerOnServerInput {
  /** The base URL `designhooks serve` printed. */
  server: string;
  token: string;
  event: string;
  /** Default: the server's default organization. */
  organizationId?: string | undefined;
  /** A fixture name of the event (the server reads no files). */
  fixture?: string | undefined;
  /** `path=value` overrides, as `--set` takes them. */
  sets?: readonly string[] | undefined;
}

/** The server's 202: the deliveries it started, one per active subscribed webhook. */
export interface TriggerOnServerResult {
  event: string;
  organizationId: string;
  deliveries: { id: string; webhookId: string }[];
  /** When it started none: the organization's webhooks (the management API's list), to say why. */
  webhooks?: { id: string; events: string[]; active: boolean }[];
}

/**
 * Asks a running `designhooks serve` to make an event happen (`POST /_local/organizations/{org}/trigger`),
 * as the platform's users would by acting in the app. Resolves with the deliveries it started.
 *
 * @example
 * ```ts
 * const { deliveries } = await triggerOnServer({ server: 'http://127.0.0.1:4010', token, event: 'project.updated' });
 * deliveries.map((d) => d.id); // ['dl_…']
 * ```
 */
export async function triggerOnServer(input: TriggerOnServerInput): Promise<TriggerOnServerResult> {
  // Neither the token nor URL credentials may reach an error message: both are checked here,
  // before fetch, whose own messages quote the header value or the whole URL.
  const shown = redactUrl(input.server);
  let base: URL;
  try {
    base = new URL(input.server);
  } catch {
    throw new UsageError(
      `--server "${shown}" is not a URL; use the one designhooks serve printed, e.g. http://127.0.0.1:4010`,
    );
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new UsageError(`--server must be an http:// or https:// URL, got "${shown}"`);
  if (base.username || base.password)
    throw new UsageError(
      `--server "${redactUrl(base.href)}" carries credentials (user:password@); designhooks serve takes its token from --token or $DESIGNHOOKS_TOKEN`,
    );
  if (!BEARER_TOKEN.test(input.token))
    throw new UsageError(
      'the token (--token, --token-file or $DESIGNHOOKS_TOKEN) holds a character a header cannot carry (a line break, a control character or a space); it is not shown here',
    );
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const url = new URL(path, base.href.endsWith('/') ? base : `${base.href}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${input.token}`,
          'content-type': 'application/json',
          'abstract-api-version': '8',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      // only a cause's code: a message may quote the request (its URL, its headers)
      const cause = (error as { cause?: { code?: unknown } }).cause;
      const why = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
      throw new ServerRequestError(`cannot reach designhooks serve at ${base.origin}: ${why}`, 503);
    }
    let answer: unknown;
    try {
      answer = await readJsonAnswer(response);
    } catch (error) {
      const why =
        (error as Error).name === 'TimeoutError'
          ? 'no answer within 30 s'
          : 'the connection closed';
      throw new ServerRequestError(
        `designhooks serve at ${base.origin} stopped midway through its answer (${why})`,
        503,
      );
    }
    if (!response.ok) {
      const message = (answer as { error?: { message?: unknown } } | undefined)?.error?.message;
      if (typeof message !== 'string') throw notServe(base, `it answered ${response.status}`);
      // a terminal shows it, on the error's one line
      const why = terminalSafe(message, { oneLine: true });
      throw new ServerRequestError(
        `designhooks serve answered ${response.status}: ${why}`,
        response.status,
      );
    }
    return answer;
  };
  const info = (await call('_local/info')) as { organizationId?: unknown } | null | undefined;
  const organizationId = input.organizationId ?? info?.organizationId;
  if (typeof organizationId !== 'string')
    throw notServe(base, 'its _local/info has no organizationId');
  const org = encodeURIComponent(organizationId);
  const result = (await call(`_local/organizations/${org}/trigger`, {
    event: input.event,
    ...(input.fixture === undefined ? {} : { fixture: input.fixture }),
    ...(input.sets?.length ? { set: input.sets } : {}),
  })) as TriggerOnServerResult | null | undefined;
  if (!Array.isArray(result?.deliveries))
    throw notServe(base, 'its trigger answer has no deliveries');
  if (result.deliveries.length > 0) return result;
  const webhooks = await call(`organizations/${org}/webhooks`);
  if (!Array.isArray(webhooks)) throw notServe(base, 'its webhook list is not a list');
  return { ...result, webhooks: webhooks as TriggerOnServerResult['webhooks'] };
}

/** The most of serve's answer read: its largest, a webhook list, is far smaller. */
const ANSWER_LIMIT_BYTES = 1_048_576;

/**
 * Reads the answer as JSON, at most {@link ANSWER_LIMIT_BYTES} (a `--server` that is not serve
 * may answer without end): `undefined` when it is not JSON or is longer.
 */
async function readJsonAnswer(response: Response): Promise<unknown> {
  if (response.body === null) return undefined;
  const { body, truncated } = await readAnswerBody(
    Readable.fromWeb(response.body as NodeWebStream),
    undefined, // fetch has decoded it
    ANSWER_LIMIT_BYTES,
  );
  if (truncated) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Another server at `--server` (the app's own port, say): what it answered, and what to check. */
function notServe(base: URL, what: string): ServerRequestError {
  return new ServerRequestError(
    `${base.origin} did not answer as designhooks serve does (${what}): is --server the URL designhooks serve printed?`,
    502,
  );
}
