import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as node from './node/verify-with-secrets.ts';
import * as web from './web/verify-with-secrets.ts';
import * as nodeHmac from './node/hmac-sha256.ts';
import * as webHmac from './web/hmac-sha256.ts';
import * as nodeSha from './node/sha256.ts';
import * as webSha from './web/sha256.ts';
import * as nodeEqual from './node/timing-safe-equal.ts';
import { signatureBytes } from './common/signature-bytes.ts';
import * as webEqual from './web/timing-safe-equal.ts';

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
  ['empty', body, '', ['key'], false],
  ['missing', body, undefined, ['key'], false],
  ['null', body, null, ['key'], false],
];

describe('node:crypto and Web Crypto builds give the same answers', () => {
  it.each(cases)('%s', async (_name, input, signature, secrets, expected) => {
    expect(node.verifyWithSecrets(input, signature, secrets)).toBe(expected);
    expect(await web.verifyWithSecrets(input, signature, secrets)).toBe(expected);
  });

  it('the web build answers with a promise, the node build at once', () => {
    expect(web.verifyWithSecrets(body, VECTOR, ['key'])).toBeInstanceOf(Promise);
    expect(node.verifyWithSecrets(body, VECTOR, ['key'])).toBe(true);
    expect(webHmac.hmacSha256HexSync).toBeUndefined();
    expect(nodeHmac.hmacSha256HexSync?.('key', body)).toBe(VECTOR);
  });

  it('HMAC-SHA256 and SHA-256 agree on random bodies and secrets (UTF-8 strings and bytes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 300 })),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        async (input, secret) => {
          const expected = nodeHmac.hmacSha256Hex(secret, input);
          expect(await webHmac.hmacSha256Hex(secret, input)).toBe(expected);
          expect(await webSha.sha256Hex(input)).toBe(nodeSha.sha256Hex(input));
          expect(await web.verifyWithSecrets(input, expected, ['other', secret])).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("node's HMAC (RFC 2104 over crypto.hash) is createHmac's, for any secret and either side of its scratch buffer", () => {
    // The scratch holds 64 bytes of pad and then at most 65,472 of body; longer goes to createHmac.
    const sizes = fc.constantFrom(0, 1, 827, 65_471, 65_472, 65_473, 70_000);
    const sized = sizes.chain((size) =>
      fc.oneof(
        fc.uint8Array({ minLength: size, maxLength: size }),
        fc.constantFrom(
          'a'.repeat(size),
          'é'.repeat(size >> 1),
          `${'a'.repeat(Math.max(0, size - 1))}€`,
        ),
      ),
    );
    const secrets = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ minLength: 60, maxLength: 200 }),
      fc.constantFrom('', 'k'.repeat(64), 'k'.repeat(65), 'é'.repeat(32)),
    );
    fc.assert(
      fc.property(
        fc.oneof(sized, fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 300 })),
        secrets,
        (input, secret) => {
          const expected = createHmac('sha256', secret).update(input).digest();
          expect(nodeHmac.hmacSha256Hex(secret, input)).toBe(expected.toString('hex'));
          expect(nodeHmac.hmacSha256Latin1(secret, input)).toBe(expected.toString('latin1'));
          expect(node.verifyWithSecrets(input, expected.toString('hex'), [secret])).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('constant-time comparisons agree', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat(31),
        fc.integer({ min: 0, max: 255 }),
        (digest, at, xor) => {
          const other = Uint8Array.from(digest);
          other[at]! ^= xor;
          expect(webEqual.timingSafeEqualBytes(digest, other)).toBe(xor === 0);
          expect(nodeEqual.timingSafeEqualLatin1(String.fromCharCode(...digest), other)).toBe(
            xor === 0,
          );
        },
      ),
    );
    expect(webEqual.timingSafeEqualBytes(new Uint8Array(32), new Uint8Array(31))).toBe(false);
    expect(nodeEqual.timingSafeEqualLatin1('\u0000'.repeat(32), new Uint8Array(31))).toBe(false);
  });

  it('a signature decodes to its bytes in either letter case, and only 64 hex digits do', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (bytes, upper) => {
        const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
