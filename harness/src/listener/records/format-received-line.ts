import { terminalSafe } from '@designhooks/receiver';
import { redactUrl } from '../../text/redact-url.ts';
import { forwardHtmlPage, forwardInFront } from './forward-in-front.ts';
import { refusedVerified } from './refused-verified.ts';
import type { ReceivedRecord } from './received-record.ts';

/**
 * The listener's one terminal line per delivery: time, event, status, then the checks
 * (signature, schema, User-Agent), the forward result and the duration.
 *
 * @example
 * ```ts
 * formatReceivedLine(record);
 * // '10:20:30  project.updated        200  ✓ signed  ✓ valid  3.1 ms'
 * // '10:20:30  branch.updated         200  ✓ signed  ✓ valid  ⚠ drift /data/object/status  2.6 ms'
 * // '10:20:31  project.updated        422  ✓ signed  ✗ invalid /data/object/color  2.0 ms'
 * // '10:20:32  project.updated        401  ✗ signature wrong-secret (signature in Abstract-Webhooks-Signature does not match the body)  0.9 ms'
 * // "10:20:33  project.updated        403  ✓ signed  ✓ valid  → app 403 from the framework's CSRF protection  4.2 ms"
 * // '10:20:34  project.updated        401  ✓ signed  ✓ valid  → app 401  (signed correctly: the app checks another key, writes the digest otherwise or hashes a re-serialised body)  3.0 ms'
 * ```
 */
export function formatReceivedLine(record: ReceivedRecord): string {
  const time = record.receivedAt.slice(11, 19);
  // a request that is no delivery shows its path, without a secret its query may carry
  const event = (record.event ?? `${record.method} ${redactUrl(record.path)}`).padEnd(22);
  const parts = [time, event, String(record.status)];
  const { signature, validation } = record;
  if (signature.status === 'verified') parts.push('✓ signed');
  else if (signature.status === 'failed')
    parts.push(
      `✗ signature${signature.diagnosis ? ` ${signature.diagnosis.code}` : ''} (${signature.reason})`,
    );
  if (validation.status === 'valid') parts.push('✓ valid');
  const drift = validation.status === 'valid' ? (validation.drift ?? []) : [];
  if (drift.length > 0) {
    // Paths come from the body: control characters are escaped before they reach the terminal.
    const paths = drift.slice(0, 3).map((entry) => terminalSafe(entry.path, { oneLine: true }));
    parts.push(`⚠ drift ${paths.join(', ')}${drift.length > 3 ? ` (+${drift.length - 3})` : ''}`);
  } else if (validation.status === 'invalid') {
    const paths = validation.issues.slice(0, 3).map((issue) => issue.path || '/');
    parts.push(
      `✗ invalid ${paths.join(', ')}${validation.issues.length > 3 ? ` (+${validation.issues.length - 3})` : ''}`,
    );
  } else if (record.verdict.code && signature.status !== 'failed') parts.push(record.verdict.code);
  if (!record.userAgent.ok)
    parts.push(
      `! user-agent ${JSON.stringify(record.userAgent.value ?? '')} (expected ${record.userAgent.expected})`,
    );
  if (record.ignored) parts.push('ignored (not in --events)');
  if (record.forward) {
    const { status, error } = record.forward;
    const inFront = forwardInFront(record.forward); // CSRF protection, a sign-in redirect ...
    parts.push(
      status === null
        ? `→ app failed: ${error}`
        : error // the status line came, the body did not (too large, cut off, never ended)
          ? `→ app ${status}, then failed: ${error}`
          : `→ app ${status}${inFront ? ` from ${inFront.who}` : ''}`,
    );
    // one request cannot tell the app's own page from its catch-all's: say what it may be
    if (forwardHtmlPage(record.forward))
      parts.push(
        "(an HTML page: if the app's catch-all route answered, its webhook route never ran)",
      );
    if (refusedVerified(record))
      parts.push(
        '(signed correctly: the app checks another key, writes the digest otherwise or hashes a re-serialised body)',
      );
    if (record.verdict.status !== record.status)
      parts.push(`(the SDK alone would answer ${record.verdict.status})`);
  }
  if (record.replayOf) parts.push(`↻ replay of ${record.replayOf}`);
  else if (record.via === 'tunnel') parts.push('via tunnel');
  parts.push(`${record.durationMs} ms`);
  return parts.join('  ');
}
