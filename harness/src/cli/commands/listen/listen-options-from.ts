import { existsSync } from 'node:fs';
import { DEFAULT_SERVICE } from '@designhooks/receiver';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { createSecureContext } from 'node:tls';
import { readInputFile } from '../../../body/resolve-fixture.ts';
import { UsageError } from '../../../errors.ts';
import { parseEventList } from '../../../events/parse-event-list.ts';
import { ensureListenerCertificate } from '../../../listener/ensure-listener-certificate.ts';
import { createDeliveryCheck } from '../../../listener/receive/create-delivery-check.ts';
import { DEFAULT_RECEIVED_RETENTION } from '../../../listener/records/received-retention.ts';
import { CONFIG_FILE_NAME, loadRoutesConfig } from '../../../listener/routes/load-routes-config.ts';
import { parseRouteFlag, type EventRoute } from '../../../listener/routes/event-route.ts';
import { sentDeliveries } from '../../../listener/records/sent-deliveries.ts';
import type { ListenerOptions } from '../../../listener/start-listener.ts';
import { oneLine } from '../../../text/one-line.ts';
import type { ListenOptions } from './listen-command.ts';
import { secretFrom } from '../../options/secret-options.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
/** Paths the inspector serves: the webhook path may not shadow them. */
const INSPECTOR_PATHS = /^\/(api(\/.*)?|[^/]+\.(js|css))?$/;

/**
 * Turns `designhooks listen` flags into listener options, checking each one (a bad flag is a
 * {@link UsageError}) and preparing TLS (the state dir's generated certificate or --cert/--key).
 * Warns on stderr when binding beyond loopback.
 *
 * @example
 * ```ts
 * const options = await listenOptionsFrom({ port: 4000, host: '127.0.0.1', path: '/webhooks', ui: true }, '.designhooks', warn);
 * ```
 */
export async function listenOptionsFrom(
  o: ListenOptions,
  stateDir: string,
  warn: (text: string) => void,
  cwd = process.cwd(),
): Promise<Omit<ListenerOptions, 'tunnel'>> {
  const path = String(o.path ?? '/webhooks');
  if (!/^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(path))
    throw new UsageError(`--path must start with / and be a URL path, got "${path}"`);
  const ui = o.ui !== false;
  if (ui && INSPECTOR_PATHS.test(path))
    throw new UsageError(
      `--path ${path} is used by the inspector: pick another (e.g. /webhooks) or add --no-ui`,
    );
  const host = String(o.host ?? '127.0.0.1');
  // an address of this machine, not a name: a name would be looked up in DNS before binding
  if (host !== 'localhost' && !isIP(host.replace(/^\[(.*)\]$/, '$1'))) {
    throw new UsageError(
      `--host must be an IP address of this machine or localhost (e.g. 127.0.0.1, 0.0.0.0, ::1), got "${host}"`,
    );
  }
  if (!LOOPBACK.has(host)) {
    warn(
      `warning: --host ${host}: the webhook path is reachable from other machines on this network; ` +
        'the inspector and its API still answer only to this machine\n',
    );
  }
  const service = o.service ?? DEFAULT_SERVICE;
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(service))
    throw new UsageError(`--service must be a header-safe name such as Abstract, got "${service}"`);
  const secret = secretFrom(o);
  if (Boolean(o.cert) !== Boolean(o.key)) throw new UsageError('--cert and --key go together');

  const routes = forwardingRoutes(o, cwd);
  const forwardTo = routes.find((route) => route.event === '*')?.url ?? routes[0]?.url ?? null;
  if (o.ca && !forwardTo)
    throw new UsageError('--ca is for forwarding to an HTTPS app: use it with --forward-to');
  const forwardCa = o.ca ? readInputFile(o.ca, 'CA file') : undefined;

  let tls: ListenerOptions['tls'] = null;
  if (o.cert && o.key) {
    tls = {
      cert: readInputFile(o.cert, 'certificate file'),
      key: readInputFile(o.key, 'key file'),
      caFile: resolve(cwd, o.cert),
    };
    try {
      createSecureContext({ cert: tls.cert, key: tls.key });
    } catch (error) {
      throw new UsageError(
        `--cert ${o.cert} with --key ${o.key} cannot serve HTTPS: ${oneLine((error as Error).message)}; ` +
          'give a PEM certificate (-----BEGIN CERTIFICATE-----) and its PEM private key, or use --https for a generated one',
      );
    }
  } else if (o.https) {
    const made = await ensureListenerCertificate(stateDir);
    tls = { cert: made.cert, key: made.key, caFile: made.certFile };
  }

  return {
    port: o.port ?? 4000,
    host,
    path,
    check: createDeliveryCheck({ secret, service }),
    service,
    secretSet: secret !== undefined,
    ...(secret !== undefined ? { secret } : {}),
    tls,
    forwardTo,
    routes,
    ...(forwardCa ? { forwardCa, forwardCaFile: o.ca } : {}),
    events: o.events !== undefined ? parseEventList(String(o.events), { patterns: true }) : null,
    ui,
    storeFile: resolve(stateDir, 'received.jsonl'),
    retention: {
      maxRecords: o.maxRecords ?? DEFAULT_RECEIVED_RETENTION.maxRecords,
      maxBytes: o.maxBytes ?? DEFAULT_RECEIVED_RETENTION.maxBytes,
    },
    fixturesDir: resolve(cwd, o.fixturesDir ?? 'webhook-fixtures'),
    sent: (limit) => sentDeliveries(stateDir, limit),
  };
}

/**
 * The forwarding routes: every `--forward-to` in order when given, else the config file's
 * (`--config`, or designhooks.config.json in the working folder when it exists).
 */
function forwardingRoutes(o: ListenOptions, cwd: string): EventRoute[] {
  if (o.forwardTo !== undefined) return o.forwardTo.map((value) => parseRouteFlag(value));
  const file =
    o.config !== undefined ? resolve(cwd, String(o.config)) : resolve(cwd, CONFIG_FILE_NAME);
  if (o.config === undefined && !existsSync(file)) return [];
  return loadRoutesConfig(file) ?? [];
}
