/**
 * A progress bar for `--count` runs, drawn on a TTY stream at most every 100 ms; a no-op on
 * anything else (pipes, CI logs). `note` prints a line above the bar, which is drawn again below.
 *
 * @example
 * ```ts
 * const bar = progressBar(process.stderr);
 * bar.update(250, 1000); // [#####               ] 250/1000
 * bar.note('the receiver stopped answering at #5 comment.updated');
 * bar.done();
 * ```
 */
export function progressBar(stream: NodeJS.WriteStream): {
  update(done: number, total: number): void;
  note(line: string): void;
  done(): void;
} {
  if (!stream.isTTY) return { update() {}, note() {}, done() {} };
  let last = 0;
  let drawn = '';
  const draw = (done: number, total: number) => {
    const filled = Math.round((done / total) * 30);
    drawn = `[${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done}/${total}`;
    stream.write(`\r${drawn}`);
  };
  return {
    update(done, total) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done, total);
    },
    note(line) {
      // clear the bar's line, write the note, draw the bar again under it
      stream.write(`\r\u001b[K${line}\n${drawn}`);
    },
    done() {
      if (drawn) stream.write('\n');
    },
  };
}
