/**
 * Resolves with the signal's name on the first SIGINT (Ctrl-C) or SIGTERM. While the caller
 * shuts down gracefully, a second signal forces the exit (status 130) so a stuck shutdown can
 * always be interrupted.
 *
 * @example
 * ```ts
 * const signal = await waitForStop((text) => process.stderr.write(text));
 * await listener.close();
 * ```
 */
export function waitForStop(err: (text: string) => void): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const first = (signal: NodeJS.Signals) => {
      process.off('SIGINT', first);
      process.off('SIGTERM', first);
      const force = () => {
        err('stopping now (second signal)\n');
        process.exit(130);
      };
      process.once('SIGINT', force);
      process.once('SIGTERM', force);
      resolve(signal);
    };
    process.on('SIGINT', first);
    process.on('SIGTERM', first);
  });
}
