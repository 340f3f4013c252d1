/**
 * Whether a process with this pid exists: signal 0 checks without touching it, and EPERM means
 * it exists as another user's. The store uses it to tell a pending attempt or a lock whose
 * owner was killed from one still in progress.
 *
 * @example
 * ```ts
 * processRuns(process.pid); // true
 * ```
 */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
