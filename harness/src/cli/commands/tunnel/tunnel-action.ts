import { UsageError } from '../../../errors.ts';
import { openTunnel } from '../../../tunnel/open-tunnel.ts';
import type { CommandContext } from '../../command-context.ts';
import type { TunnelDependencies } from '../../tunnel-dependencies.ts';
import { waitForStop } from '../../wait-for-stop.ts';
import type { TunnelOptions } from './tunnel-command.ts';

/**
 * `designhooks tunnel <port>` (or `--port <n>`): open a tunnel to an app already running
 * locally, print the public URL, close it on Ctrl-C / SIGTERM. Without NGROK_AUTHTOKEN or
 * without network it prints one line and exits 1 (see open-tunnel's errors).
 *
 * @example
 * ```ts
 * process.exitCode = await run(context); // designhooks tunnel 3000
 * ```
 */
export async function run(
  context: CommandContext<TunnelOptions>,
  deps: TunnelDependencies = {},
): Promise<number> {
  const { options: o, out, err } = context;
  // the argument, when given, was checked by the same parser as --port
  const given = context.args[0] === undefined ? undefined : Number(context.args[0]);
  if (given !== undefined && o.port !== undefined && given !== o.port)
    throw new UsageError(`two ports given, ${given} and --port ${o.port}: give one`);
  const port = given ?? o.port;
  if (port === undefined)
    throw new UsageError(
      'give the local port of your app: designhooks tunnel 3000 (or --port 3000)',
    );
  const host = String(o.host ?? '127.0.0.1');
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host))
    throw new UsageError(`--host must be a host name or address, got "${host}"`);
  const addr = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
  const stop = deps.stop ?? waitForStop(err);
  const tunnel = await openTunnel({
    addr,
    ...(deps.tunnelProvider ? { provider: deps.tunnelProvider } : {}),
    ...(deps.env ? { env: deps.env } : {}),
    ...(o.tunnelTimeout ? { timeoutMs: o.tunnelTimeout } : {}),
  });
  if (o.json)
    out(
      `${JSON.stringify({ type: 'tunnel', url: tunnel.url, forwardsTo: addr, pid: process.pid })}\n`,
    );
  else
    out(
      `tunnel open: ${tunnel.url} → ${addr}\nAdd your webhook path (e.g. ${tunnel.url}/webhooks) in the platform's Add Webhook screen. Ctrl-C to close.\n`,
    );
  await stop;
  await tunnel.close();
  if (o.json) out(`${JSON.stringify({ type: 'closed', url: tunnel.url })}\n`);
  else err('tunnel closed\n');
  setTimeout(() => process.exit(0), 1_000).unref();
  return 0;
}
