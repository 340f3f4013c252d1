import { listFixtures } from '@designhooks/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goEscape, goUnescape } from './go-escape.ts';

describe('goEscape', () => {
  it("writes < > & U+2028 U+2029 as Go's encoding/json does (platform-facts.md), nothing else", () => {
    expect(goEscape('{"a":"<b> & c\u2028d\u2029"}')).toBe(
      '{"a":"\\u003cb\\u003e \\u0026 c\\u2028d\\u2029"}',
    );
    const untouched = JSON.stringify({ text: 'é — 👍 " \\ \n \u2027 \u202a \u0000 \u007f' });
    expect(goEscape(untouched)).toBe(untouched);
  });

  it("gives back every stored fixture's bytes from its parsed value (they are the platform's)", () => {
    for (const file of listFixtures()) {
      const text = file.bytes.toString('utf8');
      expect(goEscape(JSON.stringify(JSON.parse(text))), file.name).toBe(text);
    }
  });

  it('keeps the parsed value, and goUnescape gives back what JSON.stringify wrote', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const json of [JSON.stringify(value), JSON.stringify(text)]) {
          const escaped = goEscape(json);
          expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
          expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
          expect(goUnescape(escaped)).toBe(json);
        }
      }),
    );
  });
});

describe('goUnescape', () => {
  it('undoes the five escapes in either case, and leaves a literal backslash-u alone', () => {
    expect(goUnescape('"\\u003C\\u003E\\u0026\\u2028\\u2029"')).toBe('"<>&\u2028\u2029"');
    // `\\u003c` in JSON text is a backslash then the five characters u003c, not an escape
    expect(goUnescape('"\\\\u003c"')).toBe('"\\\\u003c"');
    expect(goUnescape('"\\\\\\u003c"')).toBe('"\\\\<"');
    expect(goUnescape('"\\u0041\\u001b"')).toBe('"\\u0041\\u001b"');
  });
});
