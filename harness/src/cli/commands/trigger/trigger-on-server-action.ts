import { UsageError } from '../../../errors.ts';
import { triggerOnServer } from '../../../serve/trigger-on-server.ts';
import type { CommandContext } from '../../command-context.ts';
import type { TriggerOptions } from './trigger-command.ts';
import { readToken } from '../../options/read-secret.ts';
import { whyNothingSent } from '../../format/why-nothing-sent.ts';

/** Sending options that belong to the server with `--server` (it sends, with its own settings). */
const LOCAL_ONLY = [
  'ca',
  'insecure',
  'timeout',
  'retries',
  'backoff',
  'service',
  'keepCreatedAt',
  'encoding',
] as const satisfies ReadonlyArray<keyof TriggerOptions>;

/**
 * `designhooks trigger <event> --server <url> --token <t>`: the running `designhooks serve`
 * fires the event to its webhooks; prints the deliveries it started.
 *
 * @example
 * ```ts
 * await runOnServer({ args: ['project.updated'], options: { server: 'http://127.0.0.1:4010', token }, ... });
 * ```
 */
export async function runOnServer(context: CommandContext<TriggerOptions>): Promise<number> {
  const { options: o, out } = context;
  if (o.server === undefined)
    throw new UsageError(
      `${o.tokenFile !== undefined && o.token === undefined ? '--token-file' : '--token'} goes with --server <url> (a running designhooks serve)`,
    );
  const token = readToken(o);
  if (!token)
    throw new UsageError(
      '--server needs --token <token> (or $DESIGNHOOKS_TOKEN): the token designhooks serve printed',
    );
  const local = LOCAL_ONLY.find((name) => o[name] !== undefined);
  if (local) {
    const flag = `--${local.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    const where =
      local === 'keepCreatedAt'
        ? 'the server stamps createdAt'
        : `give it to designhooks serve: serve ${flag}`;
    throw new UsageError(
      `${flag} does not apply with --server: the server sends with its own settings (${where})`,
    );
  }
  const event = context.args[0] ?? '';
  const result = await triggerOnServer({
    server: o.server,
    token,
    event,
    organizationId: o.org,
    fixture: o.fixture,
    sets: o.set,
  });
  if (o.json) out(`${JSON.stringify(result, null, 2)}\n`);
  else if (result.deliveries.length === 0)
    out(
      `no active webhook of organization ${result.organizationId} subscribes to ${event}; nothing sent${whyNothingSent(result.webhooks ?? [], event, 'serve')}\n`,
    );
  else out(result.deliveries.map((d) => `started ${d.id} → ${d.webhookId}\n`).join(''));
  return 0;
}
