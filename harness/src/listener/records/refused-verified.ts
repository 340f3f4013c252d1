import { forwardInFront } from './forward-in-front.ts';
import type { ReceivedRecord } from './received-record.ts';

/**
 * Whether the `--forward-to` app's own code refused (401 or 403) a delivery whose signature the
 * listener verified. The forward carries the same bytes and the same signature header, so the
 * app checks another key than `--secret`, writes its digest otherwise, or hashes a parsed and
 * re-serialised body instead of the raw bytes; `designhooks check` on the app's URL tells which.
 * Why here: the terminal line and the inspector's detail both say so, from the one rule.
 *
 * @example
 * ```ts
 * if (refusedVerified(record)) parts.push('(signed correctly: the app checks another key, writes the digest otherwise or hashes a re-serialised body)');
 * ```
 */
export function refusedVerified(record: ReceivedRecord): boolean {
  const { forward, signature } = record;
  return (
    signature.status === 'verified' &&
    forward !== null &&
    (forward.status === 401 || forward.status === 403) &&
    forwardInFront(forward) === undefined
  );
}
