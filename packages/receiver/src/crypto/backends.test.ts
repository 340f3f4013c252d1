import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backend as node } from './node/backend.ts';
import { signatureBytes } from './signature-bytes.ts';
import { backend as web } from './web/backend.ts';

// The platform's published vector (platform-facts.md).
const VECTOR = 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729';
const body = '{"foo":"bar"}';
const bytes = new TextEncoder().encode(body);

// Each case: body, signature, secrets, expected answer; both builds must give it.
const cases: [string, Uint8Array | string, string | null | undefined, string[], boolean][] = [
  ['the platform vector (string)', body, VECTOR, ['key'], true],
  ['the platform vector (bytes)', bytes, VECTOR, ['key'], true],
  ['upper-case hex', body, VECTOR.toUpperCase(), ['key'], true],
  ['rotation: second secret', body, VECTOR, ['new', 'key'], true],
  ['wrong secret', body, VECTOR, ['Key'], false],
  ['no secrets', body, VECTOR, [], false],
  ['changed body', '{"foo":"baz"}', VECTOR, ['key'], false],
  ['re-serialised body', '{"foo": "bar"}', VECTOR, ['key'], false],
  ['short', body, VECTOR.slice(0, 63), ['key'], false],
  ['long', body, `${VECTOR}0`, ['key'], false],
  ['non-hex', body, `${VECTOR.slice(0, 63)}g`, ['key'], false],
  ['prefixed', body, `sha256=${VECTOR}`, ['key'], false],
  // U+212A KELVIN SIGN lowercases to an ASCII "k": still not a hex digit
  ['a character that lowercases to ASCII', body, `${VECTOR.slice(0, 63)}\u212a`, ['key'], false],
  ['non-ASCII in place of a digit', body, `${VECTOR.slice(0, 63)}\u0119`, ['key'], false],
  ['empty', body, '', ['key'], false],
  ['missing', body, undefined, ['key'], false],
  ['null', body, null, ['key'], false],
];

// What verifySignature does with each build: a header's value is compared in constant time.
const nodeVerify = (input: Uint8Array | string, signature: unknown, secrets: string[]) =>
  typeof signature === 'string' && node.verifyHmacSha256(input, signature, secrets);
const webVerify = async (input: Uint8Array | string, signature: unknown, secrets: string[]) =>
  typeof signature === 'string' && (await web.verifyHmacSha256(input, signature, secrets));
const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('node:crypto and Web Crypto builds give the same answers', () => {
  it.each(cases)('%s', async (_name, input, signature, secrets, expected) => {
    expect(nodeVerify(input, signature, secrets)).toBe(expected);
    expect(await webVerify(input, signature, secrets)).toBe(expected);
  });

  it('the web build answers with a promise, the node build at once; `sync` says which', () => {
    expect(web.sync).toBe(false);
    expect(web.verifyHmacSha256(body, VECTOR, ['key'])).toBeInstanceOf(Promise);
    expect(web.hmacSha256Hex('key', body)).toBeInstanceOf(Promise);
    expect(node.sync).toBe(true);
    expect(node.verifyHmacSha256(body, VECTOR, ['key'])).toBe(true);
    expect(node.hmacSha256Hex('key', body)).toBe(VECTOR);
  });

  it("the doctor's keyed check: a byte key, any of several digests, another length simply unequal", async () => {
    const key = new TextEncoder().encode('key');
    const right = signatureBytes(VECTOR)!;
    const wrong = right.map((byte, index) => (index === 31 ? byte ^ 1 : byte));
    for (const [digests, expected] of [
      [[right], true],
      [[wrong, right], true],
      [[wrong], false],
      [[], false],
      [[right.subarray(0, 31)], false],
      [[new Uint8Array([...right, 0])], false],
    ] as const) {
      expect(node.verifyHmacSha256Key(key, bytes, digests)).toBe(expected);
      expect(await web.verifyHmacSha256Key(key, bytes, digests)).toBe(expected);
    }
    // an empty key: HMAC pads it with zeros, so it is the one-zero-byte key Web Crypto accepts
    const empty = createHmac('sha256', '').update(bytes).digest();
    expect(node.verifyHmacSha256Key(new Uint8Array(0), bytes, [empty])).toBe(true);
    expect(await web.verifyHmacSha256Key(new Uint8Array(0), bytes, [empty])).toBe(true);
  });

  it('a signature of another length is simply unequal, in either build', async () => {
    for (const other of [VECTOR.slice(0, 62), `${VECTOR}00`, `${VECTOR.slice(0, 62)}\u{1f600}`]) {
      expect(() => node.verifyHmacSha256(body, other, ['key'])).not.toThrow();
      expect(node.verifyHmacSha256(body, other, ['key'])).toBe(false);
      expect(await web.verifyHmacSha256(body, other, ['key'])).toBe(false);
    }
  });

  it('a signature with any one character changed matches only if it is the same hex digit in another case', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(63),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        async (at, char) => {
          const other = `${VECTOR.slice(0, at)}${char}${VECTOR.slice(at + 1)}`;
          const same = char.toLowerCase() === VECTOR[at] && /^[0-9a-fA-F]$/.test(char);
          expect(node.verifyHmacSha256(body, other, ['key'])).toBe(same);
          expect(await web.verifyHmacSha256(body, other, ['key'])).toBe(same);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('HMAC-SHA256 and SHA-256 agree on random bodies and secrets (UTF-8 strings and bytes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 300 })),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        async (input, secret) => {
          const expected = node.hmacSha256Hex(secret, input);
          expect(expected).toBe(createHmac('sha256', secret).update(input).digest('hex'));
          expect(await web.hmacSha256Hex(secret, input)).toBe(expected);
          expect(await web.sha256Hex(input)).toBe(node.sha256Hex(input));
          expect(await webVerify(input, expected, ['other', secret])).toBe(true);
          expect(nodeVerify(input, expected, ['other', secret])).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a signature one bit away is refused by both builds, whichever byte differs', async () => {
    const right = signatureBytes(VECTOR)!;
    await fc.assert(
      fc.asyncProperty(fc.nat(31), fc.integer({ min: 1, max: 255 }), async (at, xor) => {
        const other = Uint8Array.from(right);
        other[at]! ^= xor;
        expect(node.verifyHmacSha256(body, hexOf(other), ['key'])).toBe(false);
        expect(await web.verifyHmacSha256(body, hexOf(other), ['key'])).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('a signature decodes to its bytes in either letter case, and only 64 hex digits do', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (bytes, upper) => {
        const hex = hexOf(bytes);
        expect(signatureBytes(upper ? hex.toUpperCase() : hex)).toEqual(bytes);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 60, maxLength: 68 }), (text) => {
        expect(signatureBytes(text) !== undefined).toBe(/^[0-9a-fA-F]{64}$/.test(text));
      }),
    );
  });
});
