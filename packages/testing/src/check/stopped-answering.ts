/**
 * Where a receiver stopped answering, told from the outside: fed the outcome of every request
 * in the order sent, it keeps the first request of those since the last answer, how many there
 * are, and whether one of them found nothing listening (a refused connection). A receiver that
 * answered, then took a request's connection and never answered it nor any after, its port
 * closed, probably crashed on that request (an uncaught error ended its process). `check` and
 * `scenario run` report it.
 *
 * @example
 * ```ts
 * import { StoppedAnswering } from '@designhooks/testing';
 * const stopped = new StoppedAnswering<string>();
 * stopped.answered(); // a status came
 * stopped.unanswered('#4 comment.updated', false); // reset: the dying process took the connection
 * stopped.unanswered('#5 comment.created', true); // refused: nothing listens any more
 * stopped.at; // { first: '#4 comment.updated', count: 2 }
 * ```
 */
export class StoppedAnswering<T> {
  #answeredOnce = false;
  #silence: { first: T; reached: boolean; count: number; refused: boolean } | undefined;

  /** A request got a status: whatever went unanswered before, the receiver is up. */
  answered(): void {
    this.#answeredOnce = true;
    this.#silence = undefined;
  }

  /** A request got no status (`refused`: no connection was made at all). */
  unanswered(request: T, refused: boolean): void {
    this.#silence ??= { first: request, reached: !refused, count: 0, refused: false };
    this.#silence.count += 1;
    if (refused) this.#silence.refused = true;
  }

  /**
   * The request the receiver stopped answering at, and how many went unanswered from it on (it
   * included); undefined while it answers, before it ever answered, while its port is open, or
   * when that request found the port closed already (it died before, not on it).
   */
  get at(): { first: T; count: number } | undefined {
    const silence = this.#silence;
    if (!this.#answeredOnce || !silence?.reached || !silence.refused) return undefined;
    return { first: silence.first, count: silence.count };
  }
}
