import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { allowedHosts } from '../local-server/allowed-hosts.ts';
import { displayHost } from '../local-server/display-host.ts';
import { createInFlight } from '../local-server/in-flight.ts';
import { listenServer } from '../local-server/listen-server.ts';
import { requestHandler } from '../local-server/request-target.ts';
import { sendJson } from '../local-server/send-json.ts';
import { SLOW_CLIENT_LIMITS } from '../local-server/slow-client-limits.ts';
import { openTunnel, type Tunnel } from '../tunnel/open-tunnel.ts';
import type { TunnelProvider } from '../tunnel/tunnel-provider.ts';
import type { SentDeliveries } from './inspector-server/inspector-api.ts';
import { inspectorHandler } from './inspector-server/inspector-handler.ts';
import { createSseHub } from './inspector-server/sse-hub.ts';
import type { DeliveryCheck } from './receive/delivery-check.ts';
import type { ProcessContext } from './receive/process-delivery.ts';
import { tunnelGate } from './receive/tunnel-gate.ts';
import { webhookHandler } from './receive/webhook-handler.ts';
import { openReceivedStore, type ReceivedStore } from './records/open-received-store.ts';
import type { ReceivedRetention } from './records/received-retention.ts';
import type { EventRoute } from './routes/event-route.ts';

/**
 * How long shutdown waits for in-flight deliveries: longer than a forward's total deadline (10 s),
 * so a delivery whose forward is still running at SIGTERM is answered and recorded.
 *
 * @example
 * ```ts
 * // listener.close() returns within SHUTDOWN_GRACE_MS, even with a forward still in flight
 * ```
 */
export const SHUTDOWN_GRACE_MS = 12_000;

/** Options of {@link startListener}; `designhooks listen` builds them from its flags (listen-options-from.ts). */
export interface ListenerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  /** The webhook path, e.g. `/webhooks`. */
  readonly path: string;
  /** The receiver SDK's verdict on one request (see `createDeliveryCheck`). */
  readonly check: DeliveryCheck;
  readonly service: string;
  readonly secretSet: boolean;
  /** Serve HTTPS with this certificate; `caFile` is what `designhooks send --ca` needs. */
  readonly tls?: {
    readonly cert: string | Buffer;
    readonly key: string | Buffer;
    readonly caFile: string;
  } | null;
  readonly forwardTo?: string | null;
  /** Forwarding routes by event, first match wins (`--forward-to 'project.*=url'`, the config file); replace `forwardTo`. */
  readonly routes?: readonly EventRoute[];
  /** The listener's signing secret, to re-sign bodies edited in the inspector (never shown). */
  readonly secret?: string;
  /** Extra CA (PEM) trusted when forwarding to an HTTPS app. */
  readonly forwardCa?: string | Buffer;
  /** The file `forwardCa` was read from, for the error when it does not vouch for the app. */
  readonly forwardCaFile?: string;
  /** Total deadline of one forward (default FORWARD_TIMEOUT_MS, 10 s). */
  readonly forwardTimeoutMs?: number;
  readonly events?: readonly string[] | null;
  /** Serve the inspector page and API (default true). */
  readonly ui?: boolean;
  /** The received-deliveries JSON Lines file. */
  readonly storeFile: string;
  /** How many records and bytes that file keeps (default DEFAULT_RECEIVED_RETENTION: 2,000 and 256 MiB). */
  readonly retention?: ReceivedRetention;
  /** Where "save as fixture" writes. */
  readonly fixturesDir: string;
  readonly sent?: SentDeliveries | null;
  /** Open a public tunnel that reaches the webhook path only. */
  readonly tunnel?: {
    readonly provider?: TunnelProvider;
    readonly env?: Readonly<Record<string, string | undefined>>;
    readonly timeoutMs?: number;
  } | null;
}

/** A running listener. */
export interface RunningListener {
  /** Base URL, e.g. `http://127.0.0.1:4000`. */
  readonly url: string;
  readonly webhookUrl: string;
  /** Null with `ui: false`. */
  readonly inspectorUrl: string | null;
  /** The public webhook URL (tunnel URL + path); null without a tunnel. */
  readonly publicUrl: string | null;
  /** The certificate to trust (`designhooks send --ca`) when serving HTTPS; null over HTTP. */
  readonly caFile: string | null;
  readonly tunnel: Tunnel | null;
  readonly store: ReceivedStore;
  /** Stops accepting, finishes in-flight deliveries, closes the tunnel, flushes the record. Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts the local listener: the webhook path on the receiver SDK (verify, validate, record,
 * forward), the inspector page and JSON API beside it, and optionally a tunnel. The tunnel never
 * reaches the inspector: it forwards to a second, internal loopback server that serves the
 * webhook path only and answers 404 to anything else.
 *
 * @example
 * ```ts
 * const listener = await startListener({ port: 4000, host: '127.0.0.1', path: '/webhooks', check,
 *   service: 'Abstract', secretSet: true, storeFile: '.designhooks/received.jsonl', fixturesDir: 'fixtures' });
 * console.log(listener.webhookUrl, listener.inspectorUrl);
 * process.once('SIGINT', () => void listener.close());
 * ```
 */
export async function startListener(options: ListenerOptions): Promise<RunningListener> {
  const store = openReceivedStore(options.storeFile, options.retention);
  const inFlight = createInFlight();
  const context: ProcessContext = {
    check: options.check,
    store,
    service: options.service,
    forwardTo: options.forwardTo ?? null,
    ...(options.routes && options.routes.length > 0 ? { routes: options.routes } : {}),
    forwardOptions: {
      ...(options.forwardCa ? { ca: options.forwardCa } : {}),
      ...(options.forwardCaFile ? { caFile: options.forwardCaFile } : {}),
      ...(options.forwardTimeoutMs ? { timeoutMs: options.forwardTimeoutMs } : {}),
    },
    events: options.events ?? null,
  };
  const hub = createSseHub(store);
  const servers: Server[] = [];
  let tunnel: Tunnel | null = null;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const server of servers) server.close();
      for (const server of servers) server.closeIdleConnections();
      hub.close();
      await inFlight.drain(SHUTDOWN_GRACE_MS);
      for (const server of servers) server.closeAllConnections();
      await tunnel?.close();
      store.close();
    })());

  try {
    const local = webhookHandler(context, inFlight, 'local');
    let other: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
      sendJson(res, 404, {
        error: {
          code: 'not_found',
          message: `nothing here; deliveries go to POST ${options.path}`,
        },
      });
    const main = options.tls
      ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key, ...SLOW_CLIENT_LIMITS })
      : createHttpServer({ ...SLOW_CLIENT_LIMITS });
    main.on(
      'request',
      requestHandler((req, res, target) =>
        target.path === options.path ? local(req, res) : other(req, res),
      ),
    );
    servers.push(main);
    const port = await listenServer(main, options.port, options.host);
    const url = `${options.tls ? 'https' : 'http'}://${displayHost(options.host)}:${port}`;
    const webhookUrl = `${url}${options.path}`;
    const inspectorUrl = options.ui === false ? null : url;
    if (inspectorUrl) {
      const fallback = other;
      other = inspectorHandler({
        context,
        inFlight,
        store,
        hub,
        allowedHosts: allowedHosts(options.host, port),
        fixturesDir: options.fixturesDir,
        sent: options.sent ?? null,
        secret: options.secret,
        commands: {
          webhookUrl,
          inspectorUrl,
          caFile: options.tls?.caFile ?? null,
          secretSet: options.secretSet,
          service: options.service,
        },
        fallback,
      });
    }

    let publicUrl: string | null = null;
    if (options.tunnel) {
      const gate = tunnelGate(options.path, webhookHandler(context, inFlight, 'tunnel'));
      servers.push(gate);
      const gatePort = await listenServer(gate, 0, '127.0.0.1');
      tunnel = await openTunnel({ addr: `http://127.0.0.1:${gatePort}`, ...options.tunnel });
      publicUrl = `${tunnel.url.replace(/\/+$/, '')}${options.path}`;
    }
    return {
      url,
      webhookUrl,
      inspectorUrl,
      publicUrl,
      caFile: options.tls?.caFile ?? null,
      tunnel,
      store,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
