import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BodyEncoding } from '../body/body-encoding.ts';
import type { SendSettings } from '../delivery/deliver-and-record.ts';
import type { HarnessError } from '../errors.ts';
import { allowedHosts } from '../local-server/allowed-hosts.ts';
import { displayHost } from '../local-server/display-host.ts';
import { guardRequest } from '../local-server/guard-request.ts';
import { createInFlight } from '../local-server/in-flight.ts';
import { listenServer } from '../local-server/listen-server.ts';
import { requestHandler } from '../local-server/request-target.ts';
import { sendJson } from '../local-server/send-json.ts';
import { SLOW_CLIENT_LIMITS } from '../local-server/slow-client-limits.ts';
import { staticPage } from '../local-server/static-page.ts';
import type { Store } from '../store/open-store.ts';
import { managementApi } from './management-api.ts';
import { settingsPageDir } from './settings-page-dir.ts';

/** Options of {@link startPlatformServer}; `designhooks serve` builds them from its flags. */
export interface PlatformServerOptions {
  readonly store: Store;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  /** The bearer token every API call must carry; generated when absent. */
  readonly token?: string | undefined;
  /** How deliveries go out: retry policy and trust, as for the CLI's sending commands. */
  readonly settings: SendSettings;
  /** Body encoding of triggers and pings: `go` (the platform's, default) or `js`. */
  readonly encoding?: BodyEncoding | undefined;
}

/** A running `designhooks serve`. */
export interface RunningPlatformServer {
  /** Base URL, the SDK's `apiUrl`: `http://127.0.0.1:4010`. */
  readonly url: string;
  readonly token: string;
  /** The organization the settings page opens on (the state dir's default organization). */
  readonly organizationId: string;
  /** The settings page with the token and organization in the fragment (never sent to the server). */
  readonly pageUrl: string;
  /** Stops accepting, abandons pending retries, waits for attempts in progress. Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts the platform's side locally: the management API `abstract-sdk` calls, the trigger
 * route, the Integrations settings page at `/` and the OpenAPI document at `/openapi.json`.
 * Deliveries go through the harness's one engine (deliverAndRecord with the retry policy) and
 * land in `store`, so `designhooks webhooks list` and `deliveries list` show the same records.
 * Every request passes the inspector's guard (loopback peer, Host, Origin, JSON for changes).
 *
 * @example
 * ```ts
 * const server = await startPlatformServer({ store, port: 0, host: '127.0.0.1', settings: { policy: defaultRetryPolicy } });
 * const client = new Client({ accessToken: server.token, apiUrl: server.url, transportMode: ['api'] });
 * ```
 */
export async function startPlatformServer(
  options: PlatformServerOptions,
): Promise<RunningPlatformServer> {
  const token = options.token ?? `dh_${randomBytes(24).toString('base64url')}`;
  const inFlight = createInFlight();
  const stop = new AbortController();
  const settings: SendSettings = {
    ...options.settings,
    // Backoffs end at shutdown: a retry that has not started is abandoned (its earlier attempts stay recorded).
    sleep: (ms) => sleep(ms, undefined, { signal: stop.signal }),
  };
  const api = managementApi({
    store: options.store,
    token,
    settings,
    encoding: options.encoding,
    track: (running) => void inFlight.track(running),
  });
  const page = staticPage(settingsPageDir());
  const openapi = readOpenApi();
  const server = createServer({ ...SLOW_CLIENT_LIMITS });
  let hosts: ReadonlySet<string> = new Set();
  server.on(
    'request',
    requestHandler(async (req: IncomingMessage, res: ServerResponse, target) => {
      try {
        guardRequest(req, hosts, 'platform server');
      } catch (error) {
        const { status, code, message } = error as HarnessError;
        return sendJson(res, status, { error: { code, message } });
      }
      if (await api(req, res)) return;
      if (openapi && req.method === 'GET' && target.path === '/openapi.json') {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': openapi.length,
          'cache-control': 'no-cache',
        });
        return void res.end(openapi);
      }
      if (!page(req, res))
        sendJson(res, 404, {
          error: {
            code: 'not_found',
            message: 'nothing here; the API is under /organizations/{org}/webhooks',
          },
        });
    }),
  );
  const port = await listenServer(server, options.port, options.host);
  hosts = allowedHosts(options.host, port);
  const url = `http://${displayHost(options.host)}:${port}`;
  const organizationId = options.store.defaultOrganizationId();
  let closing: Promise<void> | undefined;
  return {
    url,
    token,
    organizationId,
    pageUrl: `${url}/#token=${encodeURIComponent(token)}&org=${organizationId}`,
    close: () =>
      (closing ??= (async () => {
        server.close();
        server.closeIdleConnections();
        stop.abort();
        await inFlight.drain(options.settings.policy.timeoutMs + 1_000);
        server.closeAllConnections();
      })()),
  };
}

/** The committed OpenAPI document (schemas/openapi.json), found through the schemas package's exports. */
function readOpenApi(): Buffer | undefined {
  try {
    return readFileSync(
      createRequire(import.meta.url).resolve('@designhooks/schemas/openapi.json'),
    );
  } catch {
    return undefined; // a schemas package without it: /openapi.json answers 404
  }
}
