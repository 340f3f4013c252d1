import { DEFAULT_SERVICE } from '@designhooks/receiver';
import type { ReceivedRecord } from '../records/received-record.ts';
import { shellQuote } from './shell-quote.ts';

/** Where the commands send to and how to reach the body. */
export interface CommandContext {
  /** The listener's webhook URL, e.g. `https://127.0.0.1:4000/webhooks`. */
  readonly webhookUrl: string;
  /** The inspector's base URL, for fetching bodies that do not fit on a command line. */
  readonly inspectorUrl: string;
  /** CA file for an HTTPS listener with its own certificate, or null. */
  readonly caFile: string | null;
  /** Does the listener check signatures (so `send` should sign)? */
  readonly secretSet: boolean;
  readonly service: string;
}

/** Headers curl sets itself or that describe the original connection. */
const SKIPPED = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

/**
 * The two "copy as" commands of the inspector: `curl` repeats the request exactly (same bytes,
 * same headers, the original signature), `designhooks send` re-sends the body through the
 * harness (re-signed with `$SIGNING_KEY` when the listener checks signatures). `send` is null
 * when the body has no event name.
 *
 * @example
 * ```ts
 * const { curl } = deliveryCommands(record, { webhookUrl, inspectorUrl, caFile: null, secretSet: true, service: 'Abstract' });
 * ```
 */
export function deliveryCommands(
  record: ReceivedRecord,
  context: CommandContext,
): { curl: string; send: string | null } {
  const body = Buffer.from(record.bodyBase64, 'base64');
  const bodyUrl = `${context.inspectorUrl}/api/deliveries/${record.id}/body`;
  const tls = context.caFile ? ` --cacert ${shellQuote(context.caFile)}` : '';
  const headers = record.headers
    .filter(([name]) => !SKIPPED.has(name.toLowerCase()))
    .map(([name, value]) => ` -H ${shellQuote(`${name}: ${value}`)}`)
    .join('');
  const text = body.toString('utf8');
  const inline =
    Buffer.from(text, 'utf8').equals(body) &&
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) &&
    !text.startsWith('@');
  const request = `curl -sS${tls} -X POST ${shellQuote(context.webhookUrl)}${headers}`;
  const curl = inline
    ? `${request} --data-binary ${shellQuote(text)}`
    : `curl -sS ${shellQuote(bodyUrl)} | ${request} --data-binary @-`;

  if (!record.event || !/^[A-Za-z0-9_.-]+$/.test(record.event)) return { curl, send: null };
  const file = `delivery-${record.id}.json`;
  const send = `curl -sS -o ${file} ${shellQuote(bodyUrl)} && ${sendCommand(context, record.event, [`--fixture ./${file}`, '--keep-created-at'])}`;
  return { curl, send };
}

/**
 * The `designhooks send` command that delivers `event` to the listener (the canonical fixture
 * unless `extra` names one), signed when the listener checks signatures: the inspector's empty
 * state shows it, and "Copy as designhooks send" builds on it.
 *
 * @example
 * ```ts
 * sendCommand(context, 'project.updated');
 * // 'DESIGNHOOKS_SECRET="$SIGNING_KEY" designhooks send project.updated --url https://127.0.0.1:4000/webhooks --ca …'
 * ```
 */
export function sendCommand(
  context: CommandContext,
  event: string,
  extra: readonly string[] = [],
): string {
  const flags = [
    `--url ${shellQuote(context.webhookUrl)}`,
    ...extra,
    context.service !== DEFAULT_SERVICE ? `--service ${shellQuote(context.service)}` : '',
    context.webhookUrl.startsWith('http:') ? '--allow-http' : '',
    context.caFile ? `--ca ${shellQuote(context.caFile)}` : '',
  ].filter(Boolean);
  // The key travels in the environment, not as an argument every local user sees in `ps`.
  const key = context.secretSet ? 'DESIGNHOOKS_SECRET="$SIGNING_KEY" ' : '';
  return `${key}designhooks send ${event} ${flags.join(' ')}`;
}
