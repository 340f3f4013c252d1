import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies } from '@designhooks/schemas';
import { formats } from './formats.ts';

// The reference: ajv-formats' full formats, as the contract's strict Ajv check applies them.
const require = createRequire(import.meta.url);
type FormatDefinition =
  RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: string) => boolean) };
const { fullFormats } = require('ajv-formats/dist/formats') as {
  fullFormats: Record<string, FormatDefinition>;
};
function reference(name: string): (value: string) => boolean {
  const definition = fullFormats[name]!;
  const check =
    typeof definition === 'object' && 'validate' in definition ? definition.validate : definition;
  return check instanceof RegExp ? (value) => check.test(value) : check;
}
const names = ['date-time', 'email', 'uri', 'uuid'] as const;

function agree(value: string): void {
  for (const name of names) {
    const ours = formats[name]!(value);
    if (ours !== reference(name)(value))
      throw new Error(
        `${name} disagrees with ajv-formats on ${JSON.stringify(value)}: ours ${ours}`,
      );
  }
}

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

const digits = (n: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'.split('')), { minLength: n, maxLength: n })
    .map((d) => d.join(''));
const pick = (chars: string, maxLength = 12) =>
  fc.array(fc.constantFrom(...chars.split('')), { maxLength }).map((c) => c.join(''));
const dateTimeLike = fc
  .tuple(
    digits(4),
    digits(2),
    digits(2),
    fc.constantFrom('T', 't', ' ', 'x', 'TT'),
    digits(2),
    digits(2),
    digits(2),
    fc.constantFrom('', '.5', '.123456789', '.'),
    fc.constantFrom('Z', 'z', '', '+01:00', '-23:59', '+2400', '+05', '-00:60', '+1:00'),
  )
  .map(([y, mo, d, sep, h, mi, s, frac, tz]) => `${y}-${mo}-${d}${sep}${h}:${mi}:${s}${frac}${tz}`);
const leapish = fc
  .tuple(
    fc.constantFrom('1900', '2000', '2023', '2024'),
    fc.constantFrom('02-28', '02-29', '02-30', '12-31', '13-01', '00-10', '04-31'),
    fc.constantFrom('23:59:60', '00:59:60', '22:59:60', '23:58:60', '23:59:61', '12:00:00'),
    fc.constantFrom('Z', '+01:00', '-01:00', '+00:01', '-00:01', '+0100'),
  )
  .map(([y, md, t, tz]) => `${y}-${md}T${t}${tz}`);
const hex = '0123456789abcdefABCDEFg-';
const uuidLike = fc
  .tuple(
    fc.constantFrom('', 'urn:uuid:', 'URN:UUID:'),
    pick(hex, 8),
    pick(hex, 4),
    pick(hex, 4),
    pick(hex, 4),
    pick(hex, 12),
  )
  .map(([p, a, b, c, d, e]) => `${p}${a}-${b}-${c}-${d}-${e}`);
const emailLike = fc
  .tuple(
    pick('abcXYZ09.!#$%&\'*+/=?^_`{|}~- "@', 10),
    fc.constantFrom('@', '@@', ''),
    pick('abcXYZ09.-_', 12),
  )
  .map(([local, at, domain]) => `${local}${at}${domain}`);
const uriLike = fc
  .tuple(
    fc.constantFrom(
      'https://',
      'http://',
      'HTTP://',
      'ftp://',
      'https:',
      'mailto:',
      'urn:',
      '',
      '//',
      'a+b.c-d:',
      '1a:',
    ),
    pick('abcXYZ019-._~!$&\'()*+,;=:@/?#%[] <>"\\{}|^`', 30),
  )
  .map(([a, b]) => a + b);

describe('hand-written formats answer exactly as ajv-formats (full)', () => {
  it.each([
    'https://avatars.example.com/avatars/e5954a04-26ea-4600-a41b-1f74350be974.png',
    'https://www.gravatar.com/avatar/0000?r=pg&s=160&d=404',
    'http://localhost:3000/',
    'HTTPS://EXAMPLE.COM',
    'https://exa mple.com/',
    'https://example.com/%zz',
    'https://[::1]:80/x',
    'https://user@host/x#frag',
    'mailto:ada@example.com',
    'not a url',
    '',
    'https://',
    'https://host:/x',
    '2024-02-29T12:00:00Z',
    '2023-02-29T12:00:00Z',
    '2016-12-31T23:59:60Z',
    '2016-12-31T23:59:60+01:00',
    '2020-01-01T00:00:00',
    '2020-01-01t00:00:00.123z',
    '2020-01-01 00:00:00+0530',
    '7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e10',
    'urn:uuid:7F2C2B54-3C58-4A5E-9A0E-2D3F6C1B9E10',
    'ada@example.com',
    'ada@localhost',
    'a..b@example.com',
    '.a@b.com',
    'a.@b.com',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'a@b.c',
    'a@b.c-d.e',
    'a@b.',
    'a@.b.c',
    'a@b.c-',
    'a@b@c.d',
    'A.B@C.CO',
    '.@b.c',
    'a@1.2',
    'a@b.c.',
    'ſ@b.co',
    'https://h/a/b?q=1/2',
    'https://h:8080/',
    'https://h:/',
    'https://:80/',
    'https:///x',
    'https://h/a b',
    'https://h/%20',
    'https://h/?',
    'https://h#',
    'http://H.Example/A~B_C-D.E',
    '@b.com',
    'a@@b.com',
    "o'brien+tag@sub.example.co",
    'urn:UUID:7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e10',
    'urn:uuid:7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e1',
    '7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e1g',
    '7f2c2b54_3c58-4a5e-9a0e-2d3f6c1b9e10',
    'https://host:80',
    'https://host:80?',
    'https://host?a=b/c',
    'https://host#x',
    'https://host.example/%41',
    '١٢٣٤-01-01T00:00:00Z',
  ])('agree on %j', (value) => {
    expect(() => agree(value)).not.toThrow();
  });

  it('agree on every string in every fixture and every invalid body', () => {
    const strings = [...listFixtures(), ...listInvalidBodies()].flatMap((file) =>
      stringsIn(JSON.parse(file.bytes.toString('utf8'))),
    );
    expect(strings.length).toBeGreaterThan(500);
    for (const value of new Set(strings)) agree(value);
  });

  it('agree on generated date-times, UUIDs, emails, URIs and arbitrary strings', () => {
    const anything = fc.oneof(
      dateTimeLike,
      leapish,
      uuidLike,
      emailLike,
      uriLike,
      fc.string(),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(anything, (value) => agree(value)),
      { numRuns: 20_000 },
    );
  });

  it("agree on mutations of the fixtures' strings (one character changed, dropped or doubled)", () => {
    const strings = [
      ...new Set(
        listFixtures().flatMap((file) => stringsIn(JSON.parse(file.bytes.toString('utf8')))),
      ),
    ].filter((s) => s.length > 0);
    const mutated = fc
      .tuple(
        fc.constantFrom(...strings),
        fc.nat(),
        fc.constantFrom(...'aZ09-:/.@T Z%#?'.split('')),
        fc.constantFrom('set', 'drop', 'double'),
      )
      .map(([s, at, c, how]) => {
        const i = at % s.length;
        if (how === 'drop') return s.slice(0, i) + s.slice(i + 1);
        if (how === 'double') return s.slice(0, i + 1) + s.slice(i);
        return s.slice(0, i) + c + s.slice(i + 1);
      });
    fc.assert(
      fc.property(mutated, (value) => agree(value)),
      { numRuns: 20_000 },
    );
  });
});
