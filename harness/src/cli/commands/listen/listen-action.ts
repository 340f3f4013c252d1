import { relative } from 'node:path';
import { formatReceivedLine } from '../../../listener/records/format-received-line.ts';
import type { EventRoute } from '../../../listener/routes/event-route.ts';
import { CONFIG_FILE_NAME } from '../../../listener/routes/load-routes-config.ts';
import { summarize } from '../../../listener/records/received-record.ts';
import { startListener, type RunningListener } from '../../../listener/start-listener.ts';
import { resolveStateDir } from '../../../store/resolve-state-dir.ts';
import { stateDirWarning } from '../../../store/state-dir-warning.ts';
import type { CommandContext } from '../../command-context.ts';
import type { TunnelDependencies } from '../../tunnel-dependencies.ts';
import { waitForStop } from '../../wait-for-stop.ts';
import type { ListenOptions } from './listen-command.ts';
import { listenOptionsFrom } from './listen-options-from.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/**
 * `designhooks listen`: start the listener, print where it is (or one JSON line), one line per
 * delivery, and on Ctrl-C / SIGTERM shut down gracefully and exit 0.
 *
 * @example
 * ```ts
 * process.exitCode = await run(context); // designhooks listen --secret s3cret
 * ```
 */
export async function run(
  context: CommandContext<ListenOptions>,
  deps: TunnelDependencies = {},
): Promise<number> {
  const { options: o, out, err } = context;
  const stateDir = resolveStateDir(context.stateDirFlag);
  const options = await listenOptionsFrom(o, stateDir, err);
  const warning = stateDirWarning(stateDir);
  if (warning) err(warning);
  const stop = deps.stop ?? waitForStop(err);
  const listener = await startListener({
    ...options,
    tunnel: o.tunnel
      ? {
          ...(deps.tunnelProvider ? { provider: deps.tunnelProvider } : {}),
          ...(deps.env ? { env: deps.env } : {}),
          ...(o.tunnelTimeout ? { timeoutMs: o.tunnelTimeout } : {}),
        }
      : null,
  });
  const skipped = listener.store.skippedLines;
  if (skipped)
    err(`warning: ${skipped} unreadable line(s) in ${listener.store.file} were skipped\n`);
  out(
    o.json
      ? `${JSON.stringify(startupJson(listener, options.secretSet))}\n`
      : banner(listener, options.secretSet, options.routes ?? [], routesSource(o)),
  );
  let received = 0;
  listener.store.subscribe((record) => {
    received += 1;
    out(
      o.json
        ? `${JSON.stringify({ type: 'delivery', ...summarize(record) })}\n`
        : `${formatReceivedLine(record)}\n`,
    );
  });

  const signal = await stop;
  if (!o.json)
    err(`\n${typeof signal === 'string' ? signal : 'stop'}: finishing in-flight deliveries…\n`);
  await listener.close();
  if (o.json)
    out(`${JSON.stringify({ type: 'stopped', received, storeFile: listener.store.file })}\n`);
  else
    err(
      `stopped: ${received} ${received === 1 ? 'delivery' : 'deliveries'} received, every record is in ${display(listener.store.file)}\n`,
    );
  // Everything is closed; a provider's native threads must not keep the process alive.
  setTimeout(() => process.exit(0), 1_000).unref();
  return 0;
}

function startupJson(listener: RunningListener, secretSet: boolean): Record<string, unknown> {
  return {
    type: 'listening',
    webhookUrl: listener.webhookUrl,
    inspectorUrl: listener.inspectorUrl,
    publicUrl: listener.publicUrl,
    caFile: listener.caFile,
    secretSet,
    storeFile: listener.store.file,
    pid: process.pid,
  };
}

/** The file the routes came from (the banner says so: a config file left in a folder forwards too). */
function routesSource(o: ListenOptions): string | null {
  return o.forwardTo === undefined ? String(o.config ?? CONFIG_FILE_NAME) : null;
}

function banner(
  listener: RunningListener,
  secretSet: boolean,
  routes: readonly EventRoute[],
  source: string | null,
): string {
  const rows: Array<[string, string]> = [
    ['webhook URL', `${listener.webhookUrl}  (POST deliveries here)`],
  ];
  if (listener.publicUrl)
    rows.push([
      'public URL',
      `${listener.publicUrl}  (paste into the platform's Add Webhook screen)`,
    ]);
  if (listener.inspectorUrl) rows.push(['inspector', listener.inspectorUrl]);
  rows.push([
    'signature',
    secretSet
      ? 'checked'
      : 'not checked: give the signing key (--secret-file <path>, $DESIGNHOOKS_SECRET or --secret <key>) to verify',
  ]);
  if (routes.length === 1 && routes[0]!.event === '*')
    rows.push(['forwarding', `→ ${redactUrl(routes[0]!.url)} (the sender gets your app's answer)`]);
  else
    for (const [index, route] of routes.entries())
      rows.push([
        index === 0 ? 'routes' : '',
        `${route.event} → ${redactUrl(route.url)}${index === 0 ? " (first match wins; the sender gets that app's answer)" : ''}`,
      ]);
  if (routes.length > 0 && source) rows.push(['', `(read from ${source})`]);
  if (listener.caFile)
    rows.push(['TLS', `self-signed: designhooks send ... --ca ${display(listener.caFile)}`]);
  rows.push(['records', display(listener.store.file)]);
  const width = Math.max(...rows.map(([name]) => name.length));
  return `designhooks listen\n${rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n')}\nCtrl-C to stop.\n`;
}

function display(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') ? file : path;
}
