import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { InvalidEnvelopeError, ReplayWindowError } from '../errors.ts';

/**
 * Rejects a delivery whose `createdAt` is more than `windowSeconds` before or after `nowMs`.
 * The platform signs no timestamp, so this only limits how long a captured body can be
 * replayed; keep the window longer than the platform's retry period.
 *
 * @example
 * ```ts
 * import { checkReplayWindow } from './check-replay-window.ts'; // internal
 * const delivery = { event: 'project.updated', createdAt: '2020-01-01T00:00:00Z', data: {} };
 * checkReplayWindow(delivery, 300, Date.parse('2020-01-01T00:04:00Z')); // passes
 * ```
 */
export function checkReplayWindow(
  delivery: UnknownDelivery,
  windowSeconds: number,
  nowMs: number,
): void {
  const { createdAt } = delivery;
  const time = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new InvalidEnvelopeError(
      '"createdAt" is missing or not a timestamp, and the replay window needs it',
    );
  }
  if (Math.abs(nowMs - time) > windowSeconds * 1000)
    throw new ReplayWindowError(createdAt as string, windowSeconds);
}
