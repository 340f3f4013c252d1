/**
 * How long a body sent in two pieces waits between them (`deliver()`'s `splitAt`, `designhooks
 * check`'s `encoding.utf8-split`), in milliseconds: long enough for the receiver to read the
 * first piece on its own.
 *
 * @example
 * ```ts
 * import { deliver, fixture, SPLIT_PAUSE_MS } from '@designhooks/testing';
 * const started = Date.now();
 * await deliver(app, fixture('comment.created'), { secret: 'test', splitAt: 100 });
 * Date.now() - started >= SPLIT_PAUSE_MS; // true
 * ```
 */
export const SPLIT_PAUSE_MS = 20;
