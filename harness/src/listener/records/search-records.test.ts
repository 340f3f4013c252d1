import { describe, expect, it } from 'vitest';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { parseSearchQuery, searchRecordLine } from './search-records.ts';

const line = (body: string, headers?: Array<[string, string]>) =>
  Buffer.from(
    `${JSON.stringify(testRecord({ id: 'k1', ...(headers ? { headers } : {}) }, body))}\n`,
  );

describe('search over record lines', () => {
  it('reads text, path=value, and quoted text', () => {
    expect(parseSearchQuery('  renamed ')).toEqual({ kind: 'text', text: 'renamed' });
    expect(parseSearchQuery('data.object.name=A b')).toEqual({
      kind: 'path',
      pointer: '/data/object/name',
      value: 'A b',
    });
    expect(parseSearchQuery('data.commits[1].sha=x')).toEqual({
      kind: 'path',
      pointer: '/data/commits/1/sha',
      value: 'x',
    });
    expect(parseSearchQuery('/data/a~1b=1')).toEqual({
      kind: 'path',
      pointer: '/data/a~1b',
      value: '1',
    });
    expect(parseSearchQuery('"a=b"')).toEqual({ kind: 'text', text: 'a=b' });
    expect(parseSearchQuery('a b=c')).toEqual({ kind: 'text', text: 'a b=c' });
    expect(parseSearchQuery('   ')).toBeNull();
  });

  it('finds text in the body bytes (with a snippet) or in a header', () => {
    const body = `{"event":"project.updated","data":{"object":{"name":"${'x'.repeat(200)}needle é${'y'.repeat(200)}"}}}`;
    const hit = searchRecordLine(line(body), { kind: 'text', text: 'needle é' });
    expect(hit).toMatchObject({ id: 'k1', in: 'body', path: null });
    expect(hit!.snippet).toBe(`…${'x'.repeat(60)}needle é${'y'.repeat(60)}…`);
    expect(searchRecordLine(line(body), { kind: 'text', text: 'absent' })).toBeNull();
    const headerHit = searchRecordLine(line('{}', [['X-Trace', 'abc-123']]), {
      kind: 'text',
      text: 'abc-1',
    });
    expect(headerHit).toMatchObject({ in: 'header', snippet: 'X-Trace: abc-123' });
  });

  it('matches path=value on the parsed body only, strings and scalars alike', () => {
    const body =
      '{"data":{"object":{"name":"A\\u003cB","count":3,"flag":false,"n":null}},"other":"3"}';
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/object/name', value: 'A<B' }),
    ).toMatchObject({ path: '/data/object/name' });
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/object/count', value: '3' }),
    ).not.toBeNull();
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/object/flag', value: 'false' }),
    ).not.toBeNull();
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/object/n', value: 'null' }),
    ).not.toBeNull();
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/object/count', value: '4' }),
    ).toBeNull();
    expect(
      searchRecordLine(line(body), { kind: 'path', pointer: '/data/missing', value: '3' }),
    ).toBeNull();
    expect(
      searchRecordLine(line('not json 3'), { kind: 'path', pointer: '/a', value: '3' }),
    ).toBeNull();
  });
});

describe('search through the base64 body', () => {
  it('finds a needle at every byte alignment and in any text, and nothing that is not there', () => {
    const alphabet = 'abcé漢<>"\\\u0001 xyz0123';
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 300; run++) {
      const pick = (n: number) =>
        Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const text = pick(5 + Math.floor(random() * 60));
      const at = Math.floor(random() * text.length);
      const needle = text.slice(at, at + 1 + Math.floor(random() * 10));
      const record = Buffer.from(JSON.stringify(testRecord({ id: 'p' }, text)));
      const hit = searchRecordLine(record, { kind: 'text', text: needle });
      expect(hit?.in, `${JSON.stringify(needle)} in ${JSON.stringify(text)}`).toBe('body');
      const absent = `${needle}~`;
      expect(searchRecordLine(record, { kind: 'text', text: absent })?.in ?? null).toBe(
        text.includes(absent) ? 'body' : null,
      );
    }
  });
});
