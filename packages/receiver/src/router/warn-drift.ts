import type { Drift } from '../delivery/detect-drift.ts';
import type { ReceiverState } from './receiver-state.ts';

/** Paths named in one warning; the rest are counted (the result carries every entry). */
const PATHS_IN_WARNING = 10;
/** A field name is the sender's choice: a path is cut at this many characters in the warning. */
const PATH_CHARS_IN_WARNING = 200;

/**
 * One logger warning for a drifted delivery, naming where it drifts: the delivery is accepted
 * and handled, but the contract (and so the types) do not know those fields or values yet.
 * Values are not logged (they may be personal data); paths come from the body, so control
 * characters in them are escaped and each is cut at `PATH_CHARS_IN_WARNING`.
 *
 * @example
 * ```ts
 * import { warnDrift } from './warn-drift.ts'; // internal; receiveBody calls it
 * import { createReceiverState } from './receiver-state.ts';
 * warnDrift(createReceiverState(), 'project.updated', [{ path: '/data/object/beta', kind: 'unknown-field' }]);
 * // [designhooks] project.updated delivery drifts from the contract (accepted): /data/object/beta (unknown-field)
 * ```
 */
export function warnDrift(state: ReceiverState, event: string, drift: readonly Drift[]): void {
  const named = drift
    .slice(0, PATHS_IN_WARNING)
    .map((entry) => `${printable(entry.path)} (${entry.kind})`);
  const more =
    drift.length > PATHS_IN_WARNING ? ` and ${drift.length - PATHS_IN_WARNING} more` : '';
  state.logger.warn(
    `[designhooks] ${event} delivery drifts from the contract (accepted): ${named.join(', ')}${more}`,
  );
}

function printable(path: string): string {
  const cut =
    path.length > PATH_CHARS_IN_WARNING ? `${path.slice(0, PATH_CHARS_IN_WARNING)}…` : path;
  return cut.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
