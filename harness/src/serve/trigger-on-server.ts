import { HarnessError, UsageError } from '../errors.ts';

/**
 * A `designhooks serve` answered with an error (its status), or could not be reached (503).
 *
 * @example
 * ```ts
 * try { await triggerOnServer(input); } catch (error) {
 *   if (error instanceof ServerRequestError && error.status === 401) console.error('wrong token');
 * }
 * ```
 */
export class ServerRequestError extends HarnessError {
  readonly code = 'server_request_failed' as const;
  override name = 'ServerRequestError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

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
  let base: URL;
  try {
    base = new URL(input.server);
  } catch {
    throw new UsageError(
      `--server "${input.server}" is not a URL; use the one designhooks serve printed, e.g. http://127.0.0.1:4010`,
    );
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new UsageError(`--server must be an http:// or https:// URL, got "${input.server}"`);
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
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ServerRequestError(
        `cannot reach designhooks serve at ${base.origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
        503,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) {
      const why = String(answer.error?.message ?? response.statusText).replace(
        /[\u0000-\u001f\u007f-\u009f]/g,
        '?',
      ); // a terminal shows it
      throw new ServerRequestError(
        `designhooks serve answered ${response.status}: ${why}`,
        response.status,
      );
    }
    return answer;
  };
  const organizationId =
    input.organizationId ??
    ((await call('_local/info')) as { organizationId: string }).organizationId;
  return (await call(`_local/organizations/${encodeURIComponent(organizationId)}/trigger`, {
    event: input.event,
    ...(input.fixture === undefined ? {} : { fixture: input.fixture }),
    ...(input.sets?.length ? { set: input.sets } : {}),
  })) as TriggerOnServerResult;
}
