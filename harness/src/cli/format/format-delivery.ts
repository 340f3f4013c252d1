import { swallowedNote } from '@designhooks/testing';
import { answeredWithPage, responseInFront } from '../../delivery/response-in-front.ts';
import type { DeliveryRecord } from '../../store/delivery-table.ts';
import { redactUrl } from '../../text/redact-url.ts';

/**
 * One row per attempt for `deliveries list`.
 *
 * @example
 * ```ts
 * formatDeliveryRow(record);
 * // 'dl_4k9x2m7q1c0a  2024-05-01T10:20:30.123Z  #1  project.updated  wh_8f3k2m9q0d1z  503  3.2 ms  retry'
 * ```
 */
export function formatDeliveryRow(record: DeliveryRecord): string {
  return [
    record.id,
    record.time,
    `#${record.attempt}`,
    record.event,
    record.webhookId ?? `(${record.source})`,
    record.response ? String(record.response.status) : (record.error?.kind ?? '-'),
    `${record.durationMs} ms`,
    record.verdict,
  ].join('  ');
}

/**
 * A delivery request as it goes on the wire: the request line, the headers in order, a blank
 * line and the body (`deliveries show`, `send --dry-run`).
 *
 * @example
 * ```ts
 * formatRequest('https://127.0.0.1:8443/hooks', [['Host', '127.0.0.1:8443']], Buffer.from('{}'));
 * // 'POST https://127.0.0.1:8443/hooks\nHost: 127.0.0.1:8443\n\n{}'
 * ```
 */
export function formatRequest(
  url: string,
  headers: readonly (readonly [string, string])[],
  body: Buffer,
): string {
  return [
    `POST ${redactUrl(url)}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    '',
    body.toString('utf8'),
  ].join('\n');
}

/**
 * One attempt in full for `deliveries show`: request line, headers and body, then the response
 * or the error; what answered in front of the receiver's code, when check's rules recognise it.
 *
 * @example
 * ```ts
 * console.log(formatDelivery(store.deliveries.get('dl_4k9x2m7q1c0a')!));
 * ```
 */
export function formatDelivery(record: DeliveryRecord): string {
  const inFront = record.response && responseInFront(record.response);
  const page = record.response && answeredWithPage(record.response);
  const swallowed = record.response && swallowedNote(record.response, record.request.body);
  const lines = [
    `delivery ${record.id}  attempt ${record.attempt} of delivery ${record.groupId}`,
    `  event:     ${record.event}`,
    `  source:    ${record.source}${record.webhookId ? `  webhook ${record.webhookId}` : ''}`,
    ...(record.redeliveryOf ? [`  redelivery of ${record.redeliveryOf}`] : []),
    `  time:      ${record.time}  (${record.durationMs} ms)`,
    `  outcome:   ${record.verdict}: ${record.reason}${record.retryDelayMs !== null ? `; next attempt after ${record.retryDelayMs} ms` : ''}`,
    ...(inFront ? [`  answered:  by ${inFront.who}; ${inFront.fix}`] : []),
    ...(swallowed ? [`  note:      ${swallowed}`] : []),
    ...(page ? [`  note:      ${page}`] : []),
    '',
    formatRequest(record.url, record.request.headers, record.request.body),
    '',
  ];
  if (record.response) {
    lines.push(`response ${record.response.status}`);
    for (const [name, value] of Object.entries(record.response.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
    }
    lines.push(
      '',
      record.response.body + (record.response.bodyTruncated ? '\n… (truncated at 64 KiB)' : ''),
    );
  } else {
    lines.push(`no response: ${record.error?.kind}: ${record.error?.message}`);
  }
  return lines.join('\n');
}

/**
 * A record as JSON-ready data: the body bytes become a UTF-8 string.
 *
 * @example
 * ```ts
 * JSON.stringify(deliveryJson(record));
 * ```
 */
export function deliveryJson(record: DeliveryRecord): Record<string, unknown> {
  return {
    ...record,
    url: redactUrl(record.url),
    request: { headers: record.request.headers, body: record.request.body.toString('utf8') },
  };
}
