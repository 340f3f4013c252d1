import { describe, expect, it } from 'vitest';
import { boundedLines } from './bounded-lines.ts';

async function linesOf(chunks: string[], maxBytes?: number): Promise<(string | null)[]> {
  const source = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  })();
  const lines: (string | null)[] = [];
  for await (const line of boundedLines(source, maxBytes)) lines.push(line);
  return lines;
}

describe('boundedLines', () => {
  it('splits lines across chunk boundaries, drops \\r of CRLF, keeps a last line without newline', async () => {
    expect(await linesOf(['{"a":', '1}\r\n\n{"b"', ':2}\n', 'tail'])).toEqual([
      '{"a":1}',
      '',
      '{"b":2}',
      'tail',
    ]);
  });

  it('gives no extra line after a final newline, and none for empty input', async () => {
    expect(await linesOf(['x\n'])).toEqual(['x']);
    expect(await linesOf([])).toEqual([]);
  });

  it('stands a line over the limit in as null, across chunks, and goes on with the next line', async () => {
    expect(await linesOf(['12345', '6789\nok\n', '1234'], 8)).toEqual([null, 'ok', '1234']);
    expect(await linesOf(['12345678\n'], 8)).toEqual(['12345678']);
  });

  it('keeps multi-byte characters split across chunks whole', async () => {
    const bytes = Buffer.from('é€\n', 'utf8');
    const source = (async function* () {
      yield bytes.subarray(0, 1);
      yield bytes.subarray(1);
    })();
    const lines: (string | null)[] = [];
    for await (const line of boundedLines(source)) lines.push(line);
    expect(lines).toEqual(['é€']);
  });
});
