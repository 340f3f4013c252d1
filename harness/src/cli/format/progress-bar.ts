/**
 * A progress bar for `--count` runs, drawn on a TTY stream at most every 100 ms; a no-op on
 * anything else (pipes, CI logs).
 *
 * @example
 * ```ts
 * const bar = progressBar(process.stderr);
 * bar.update(250, 1000); // [#####               ] 250/1000
 * bar.done();
 * ```
 */
export function progressBar(stream: NodeJS.WriteStream): {
  update(done: number, total: number): void;
  done(): void;
} {
  if (!stream.isTTY) return { update() {}, done() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      drawn = true;
      const filled = Math.round((done / total) * 30);
      stream.write(`\r[${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done}/${total}`);
    },
    done() {
      if (drawn) stream.write('\n');
    },
  };
}
