import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goEscape } from '../contract/go-escape.ts';
import { explainSignature, type SignatureDiagnosisCode } from '../index.ts';

// For random deliveries and keys: a right signature is never diagnosed; each mistake applied
// to random deliveries is named by its code (or its documented equivalent, where the same bytes
// have two explanations). The reference HMAC is node:crypto's own, not the doctor's.

const hmac = (key: string | Buffer, body: string | Buffer) =>
  createHmac('sha256', key).update(body).digest();
const hex = (key: string, body: string | Buffer) => hmac(key, body).toString('hex');
/** A delivery's bytes as the platform's Go encoder writes them: compact, HTML characters escaped. */
const goJson = (value: unknown) => goEscape(JSON.stringify(value));

// Text with what breaks verifiers: HTML characters, line separators, accents, emoji, quotes.
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '\u2028', '\u2029', 'é', '—', '👍', '"', '\\', ' ', '\n'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});
const delivery = fc.record({
  event: fc.constantFrom('project.updated', 'comment.created'),
  data: fc.record({
    object: fc.dictionary(
      fc.string({ maxLength: 8 }),
      fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)),
      {
        minKeys: 1,
        maxKeys: 6,
      },
    ),
  }),
});
const key = fc.string({ minLength: 1, maxLength: 40 });
const cleanKey = fc.stringMatching(/^[A-Za-z0-9_-]{12,40}$/);

async function codeOf(input: Parameters<typeof explainSignature>[0]) {
  return (await explainSignature(input))?.code ?? null;
}

describe('explainSignature, for random deliveries and keys', () => {
  it('never diagnoses a right signature, with one key, several, and candidates', async () => {
    await fc.assert(
      fc.asyncProperty(
        delivery,
        key,
        fc.array(key, { maxLength: 3 }),
        async (value, secret, others) => {
          const body = goJson(value);
          expect(await codeOf({ body, signature: hex(secret, body), secret })).toBeNull();
          expect(
            await codeOf({
              body,
              signature: hex(secret, body),
              secret: [...others, secret],
              candidates: others,
            }),
          ).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });

  // Each mistake: what the receiver ends up with (body, header, key) from the platform's
  // delivery, and the codes that name it (the first is the mistake's own).
  const mistakes: Array<{
    name: string;
    make(
      body: string,
      secret: string,
    ): { body: string | Buffer; signature: string; secret: string } | undefined;
    codes: SignatureDiagnosisCode[];
  }> = [
    {
      name: 'express.json() + JSON.stringify(req.body)',
      make: (body, secret) => {
        const verified = JSON.stringify(JSON.parse(body));
        return verified === body
          ? undefined
          : { body: verified, signature: hex(secret, body), secret };
      },
      codes: ['body-reserialized'],
    },
    {
      name: 'a sender signing the re-serialised body',
      make: (body, secret) => {
        const signed = JSON.stringify(JSON.parse(body));
        return signed === body ? undefined : { body, signature: hex(secret, signed), secret };
      },
      codes: ['body-go-escapes', 'body-reserialized'],
    },
    {
      name: 'a proxy pretty-printing by 2 or 4 spaces',
      make: (body, secret) => ({
        body: JSON.stringify(JSON.parse(body), null, body.length % 2 ? 2 : 4),
        signature: hex(secret, body),
        secret,
      }),
      codes: ['body-pretty-printed'],
    },
    {
      name: 'a sender signing a pretty-printed body',
      make: (body, secret) => ({
        body,
        signature: hex(secret, JSON.stringify(JSON.parse(body), null, 2)),
        secret,
      }),
      codes: ['body-pretty-printed'],
    },
    {
      name: 'a trailing newline added',
      make: (body, secret) => ({ body: `${body}\n`, signature: hex(secret, body), secret }),
      codes: ['body-trailing-newline'],
    },
    {
      name: 'a signed multi-line body with its line endings converted to CRLF',
      make: (body, secret) => {
        const signed = JSON.stringify(JSON.parse(body), null, 2);
        return { body: signed.replace(/\n/g, '\r\n'), signature: hex(secret, signed), secret };
      },
      codes: ['body-crlf'],
    },
    {
      name: 'a byte-order mark added',
      make: (body, secret) => ({ body: `\ufeff${body}`, signature: hex(secret, body), secret }),
      codes: ['body-bom'],
    },
    {
      name: 'bytes read as latin1 and written as UTF-8',
      make: (body, secret) => {
        const bytes = Buffer.from(body);
        if (!bytes.some((byte) => byte >= 0x80)) return undefined;
        return { body: bytes.toString('latin1'), signature: hex(secret, body), secret };
      },
      codes: ['body-latin1'],
    },
    {
      name: 'the base64 of the body hashed (a Lambda event not decoded)',
      make: (body, secret) => ({
        body: Buffer.from(body).toString('base64'),
        signature: hex(secret, body),
        secret,
      }),
      codes: ['body-base64'],
    },
    {
      name: 'a key with a trailing newline (or a CRLF)',
      make: (body, secret) => ({ body, signature: hex(secret, body), secret: `${secret}\n` }),
      codes: ['secret-whitespace'],
    },
    {
      name: 'a quoted key',
      make: (body, secret) => ({ body, signature: hex(secret, body), secret: `"${secret}"` }),
      codes: ['secret-whitespace'],
    },
    {
      name: 'a key hex-decoded by the sender',
      make: (body, secret) => {
        const encoded = Buffer.from(secret).toString('hex');
        return {
          body,
          signature: hmac(Buffer.from(secret), body).toString('hex'),
          secret: encoded,
        };
      },
      codes: ['secret-encoding'],
    },
    {
      name: 'the header in upper case',
      make: (body, secret) => ({ body, signature: hex(secret, body).toUpperCase(), secret }),
      codes: ['uppercase-hex'],
    },
    {
      name: 'the HMAC as base64',
      make: (body, secret) => ({ body, signature: hmac(secret, body).toString('base64'), secret }),
      codes: ['base64'],
    },
    {
      name: 'a sha256= prefix',
      make: (body, secret) => ({ body, signature: `sha256=${hex(secret, body)}`, secret }),
      codes: ['prefixed'],
    },
  ];

  for (const mistake of mistakes) {
    it(`names ${mistake.name}`, async () => {
      await fc.assert(
        fc.asyncProperty(delivery, cleanKey, async (value, secret) => {
          const made = mistake.make(goJson(value), secret);
          fc.pre(made !== undefined);
          const diagnosis = await explainSignature(made!);
          expect(mistake.codes).toContain(diagnosis?.code);
          expect(diagnosis!.message).not.toContain(secret);
          expect(diagnosis!.fix).not.toContain(secret);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("names another webhook's key, and which one", async () => {
    await fc.assert(
      fc.asyncProperty(
        delivery,
        fc.uniqueArray(cleanKey, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        async (value, keys, pick) => {
          const [secret, ...candidates] = keys;
          const index = pick % candidates.length;
          const body = goJson(value);
          const diagnosis = await explainSignature({
            body,
            signature: hex(candidates[index]!, body),
            secret: secret!,
            candidates,
          });
          expect(diagnosis).toMatchObject({ code: 'wrong-secret', candidateIndex: index });
        },
      ),
      { numRuns: 60 },
    );
  });
});
