import { createHmac } from 'node:crypto';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it, vi } from 'vitest';
// the web build (workerd, browsers): the same sources with '#crypto/backend' resolved to ./web/
vi.mock('#crypto/backend', () => import('./web/backend.ts'));
import {
  bodyDigest,
  bodyDigestAsync,
  createReceiver,
  sign,
  signAsync,
  verifySignature,
  verifySignatureAsync,
} from '../index.ts';
import type { ReceiverOptions } from '../index.ts';
import { quietLogger, sha256 } from '@designhooks/test-support';

// The Web Crypto path through the public functions, as a Cloudflare Worker or a browser gets it:
// signAsync, verifySignatureAsync, sign/verifySignature refusing, and the receive pipeline whose
// signature check answers with a promise. Same vectors as the node path (crypto-paths.test.ts).

// The platform's published vector (platform-facts.md).
const VECTOR = 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729';
const BODY = '{"foo":"bar"}';
// the reference answer, straight from node:crypto (the build's own files are swapped above)
const nodeHmac = (secret: string, body: string | Uint8Array) =>
  createHmac('sha256', secret).update(body).digest('hex');
const at = (text: string, index: number, char: string) =>
  text.slice(0, index) + char + text.slice(index + 1);

describe('the web build: signAsync and verifySignatureAsync', () => {
  it('signs the platform vector, from a string and from bytes', async () => {
    expect(await signAsync(BODY, 'key')).toBe(VECTOR);
    expect(await signAsync(new TextEncoder().encode(BODY), 'key')).toBe(VECTOR);
  });

  it('signs like node:crypto with an empty key and with multi-byte keys and bodies', async () => {
    // Web Crypto refuses a zero-length HMAC key; "" must still give node's answer
    expect(nodeHmac('', BODY)).toMatch(/^[0-9a-f]{64}$/);
    for (const [body, secret] of [
      [BODY, ''],
      ['', ''],
      ['', 'key'],
      ['{"n":"é✓"}', 'clé-🔑'],
      [BODY, '\0'],
    ]) {
      expect(await signAsync(body!, secret!), JSON.stringify([body, secret])).toBe(
        nodeHmac(secret!, body!),
      );
    }
    expect(await verifySignatureAsync(BODY, nodeHmac('', BODY), '')).toBe(true);
    expect(await verifySignatureAsync(BODY, nodeHmac('', BODY), 'key')).toBe(false);
  });

  it('verifies the platform vector in either letter case, with one secret or several', async () => {
    expect(await verifySignatureAsync(BODY, VECTOR, 'key')).toBe(true);
    expect(await verifySignatureAsync(BODY, VECTOR.toUpperCase(), 'key')).toBe(true);
    expect(await verifySignatureAsync(BODY, VECTOR, ['new', 'key'])).toBe(true);
    expect(await verifySignatureAsync(BODY, VECTOR, ['key', 'old'])).toBe(true);
    expect(await verifySignatureAsync(BODY, VECTOR, ['new', 'old'])).toBe(false);
    expect(await verifySignatureAsync(BODY, VECTOR, [])).toBe(false);
    expect(await verifySignatureAsync(BODY, VECTOR, 'Key')).toBe(false);
    expect(await verifySignatureAsync('{"foo":"baz"}', VECTOR, 'key')).toBe(false);
  });

  it('refuses wrong lengths, non-hex characters, prefixes and missing signatures', async () => {
    for (const signature of [
      VECTOR.slice(0, 62),
      VECTOR.slice(0, 63),
      `${VECTOR}0`,
      `${VECTOR}29`,
      `sha256=${VECTOR}`,
      ` ${VECTOR.slice(1)}`,
      '',
      undefined,
      null,
    ]) {
      expect(await verifySignatureAsync(BODY, signature, 'key'), String(signature)).toBe(false);
    }
  });

  // Signatures one character away from the right one, whose bad character a loose hex decoder
  // would turn into the right byte (":" and "@" read as letters, out-of-range nibbles shifted
  // past the byte, -1 OR-ed in):
  // a check that lets them through accepts a signature that is not hex at all.
  const nearMisses: [string, string, string, string][] = [
    // body, secret, right signature, the near miss
    ['"G" for the high nibble 0 of byte 1', BODY, 'key', at(VECTOR, 2, 'G')],
    ['"g" for the high nibble 0 of byte 1', BODY, 'key', at(VECTOR, 2, 'g')],
    ['"Z" for the high nibble 0 of byte 1', BODY, 'key', at(VECTOR, 2, 'Z')],
    ['":" for the low nibble 3 of byte 1', BODY, 'key', at(VECTOR, 3, ':')],
    ['"@" for the high nibble 9 of byte 2', BODY, 'key', at(VECTOR, 4, '@')],
    ['"x" for the high nibble f of byte 6', BODY, 'key', at(VECTOR, 12, 'x')],
    ['"/" for the high nibble f of byte 20', BODY, 'key', at(VECTOR, 40, '/')],
    // HMAC-SHA256('key', this body) has 0xff as byte 13
    [
      '"x" for the low nibble f of byte 13',
      '{"foo":"bar","n":19}',
      'key',
      at('2b620c440e9990daa2157db5a2ffe1aa603dc2322eac2de16d672a2c72f0f2eb', 27, 'x'),
    ],
  ].map(([name, body, secret, signature]) => [name!, body!, secret!, signature!]);

  it.each(nearMisses)(
    'refuses a near miss: %s (both builds)',
    async (_name, body, secret, signature) => {
      expect(nodeHmac(secret, body)).not.toBe(signature);
      expect(await verifySignatureAsync(body, signature, secret)).toBe(false);
      expect(await verifySignatureAsync(body, signature.toUpperCase(), secret)).toBe(false);
      // the right signature next to it does verify: only the bad character is refused
      expect(await verifySignatureAsync(body, nodeHmac(secret, body), secret)).toBe(true);
    },
  );

  it('sign and verifySignature say to use the async functions (no node:crypto)', () => {
    expect(() => sign(BODY, 'key')).toThrow(
      'sign() needs node:crypto, which this runtime does not have: use signAsync()',
    );
    expect(() => verifySignature(BODY, VECTOR, 'key')).toThrow(
      'verifySignature() needs node:crypto, which this runtime does not have: use verifySignatureAsync()',
    );
    expect(() => verifySignature(BODY, 'not-hex', 'key')).toThrow('use verifySignatureAsync()');
  });
});

describe('the web build: bodyDigestAsync, the dedupe key', () => {
  it("gives node:crypto's SHA-256 of the raw bytes, which the receiver's dedupe store records", async () => {
    const text = readFixture('comment.created.html-characters').toString();
    const bytes = new TextEncoder().encode(text);
    // a lone 0xff inside the last string: a digest of the decoded text would differ
    const end = bytes.lastIndexOf(0x22);
    const notUtf8 = Uint8Array.from([...bytes.subarray(0, end), 0xff, ...bytes.subarray(end)]);
    for (const body of [BODY, '', text, bytes, notUtf8])
      expect(await bodyDigestAsync(body)).toBe(sha256(body));
    for (const body of [text, notUtf8]) {
      const keys: string[] = [];
      const dedupe = { add: (key: string) => (keys.push(key), true), delete: () => {} };
      const receiver = createReceiver({
        secret: 'k',
        validation: 'off',
        dedupe,
        logger: quietLogger,
      });
      const headers = {
        'content-type': 'application/json',
        'abstract-webhooks-signature': nodeHmac('k', body),
      };
      expect((await receiver.receive({ method: 'POST', headers, body })).status).toBe(200);
      expect(keys).toEqual([await bodyDigestAsync(body)]);
    }
  });

  it('bodyDigest says to use bodyDigestAsync (no node:crypto)', () => {
    expect(() => bodyDigest(BODY)).toThrow(
      'bodyDigest() needs node:crypto, which this runtime does not have: use bodyDigestAsync()',
    );
  });
});

describe('the web build: each secret is imported once, in a bounded cache', () => {
  // a fresh copy of the module each time: the cache is module state
  async function freshHmac() {
    vi.resetModules();
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const { backend } = await import('./web/backend.ts');
    return { hmacSha256Hex: backend.hmacSha256Hex, importKey };
  }

  it('imports a secret once, as a key that can only sign and verify and cannot be exported', async () => {
    const { hmacSha256Hex, importKey } = await freshHmac();
    try {
      for (let i = 0; i < 3; i++) expect(await hmacSha256Hex('key', BODY)).toBe(VECTOR);
      expect(await hmacSha256Hex('other', BODY)).toBe(nodeHmac('other', BODY));
      expect(await hmacSha256Hex('key', BODY)).toBe(VECTOR);
      expect(importKey).toHaveBeenCalledTimes(2);
      const key = await (importKey.mock.results[0]!.value as Promise<CryptoKey>);
      expect(key).toMatchObject({
        extractable: false,
        usages: ['sign', 'verify'],
        algorithm: { name: 'HMAC', hash: { name: 'SHA-256' } },
      });
    } finally {
      importKey.mockRestore();
    }
  });

  it('keeps at most 16 keys: the 17th secret starts the cache over', async () => {
    const { hmacSha256Hex, importKey } = await freshHmac();
    try {
      const secrets = Array.from({ length: 16 }, (_, i) => `secret-${i}`);
      for (const secret of secrets) await hmacSha256Hex(secret, BODY);
      for (const secret of secrets)
        expect(await hmacSha256Hex(secret, BODY)).toBe(nodeHmac(secret, BODY));
      expect(importKey).toHaveBeenCalledTimes(16); // all 16 kept
      expect(await hmacSha256Hex('secret-16', BODY)).toBe(nodeHmac('secret-16', BODY));
      expect(importKey).toHaveBeenCalledTimes(17);
      expect(await hmacSha256Hex('secret-0', BODY)).toBe(nodeHmac('secret-0', BODY));
      expect(importKey).toHaveBeenCalledTimes(18); // dropped with the other 15
      expect(await hmacSha256Hex('secret-16', BODY)).toBe(nodeHmac('secret-16', BODY));
      expect(importKey).toHaveBeenCalledTimes(18); // kept after the start-over
    } finally {
      importKey.mockRestore();
    }
  });
});

describe('the web build: the receive pipeline verifies with a promise', () => {
  const SECRET = 'web-secret';
  const project = readFixture('project.updated').toString();
  const signature = nodeHmac(SECRET, project);
  const make = (options: ReceiverOptions = {}) => {
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger, ...options });
    const seen: { verified: boolean; verifiedOver: string | undefined }[] = [];
    receiver.on(
      'project.updated',
      (_delivery, context) =>
        void seen.push({ verified: context.verified, verifiedOver: context.verifiedOver }),
    );
    return { receiver, seen };
  };
  const headers = (value: string) => ({
    'content-type': 'application/json',
    'abstract-webhooks-signature': value,
  });

  it('accepts a right signature (lower and upper case, bytes and string) and runs the handler once', async () => {
    for (const body of [project, new TextEncoder().encode(project)]) {
      for (const value of [signature, signature.toUpperCase()]) {
        const { receiver, seen } = make();
        const result = await receiver.receive({ method: 'POST', body, headers: headers(value) });
        expect(result).toMatchObject({
          status: 200,
          verified: true,
          verifiedOver: 'raw',
          handled: 1,
        });
        expect(seen).toEqual([{ verified: true, verifiedOver: 'raw' }]);
      }
    }
  });

  it('accepts any of several secrets (a key rotation)', async () => {
    for (const secret of [
      ['new', SECRET],
      [SECRET, 'old'],
    ]) {
      const { receiver, seen } = make({ secret });
      expect(await receiver.receive({ body: project, headers: headers(signature) })).toMatchObject({
        status: 200,
        verified: true,
      });
      expect(seen).toHaveLength(1);
    }
  });

  it('answers 401 to a wrong signature, without running a handler', async () => {
    const wrong = [
      nodeHmac('other', project),
      nodeHmac(SECRET, `${project} `),
      signature.slice(0, 63),
      `${signature}0`,
      at(signature, 10, 'g'),
      `sha256=${signature}`,
      '',
    ];
    for (const value of wrong) {
      const { receiver, seen } = make({ secret: ['new', SECRET.toUpperCase()] });
      const result = await receiver.receive({ body: project, headers: headers(value) });
      expect(result, value).toMatchObject({
        status: 401,
        verified: false,
        handled: 0,
        error: { code: 'signature_mismatch' },
      });
      expect(result.verifiedOver).toBeUndefined();
      expect(result.delivery).toBeUndefined();
      expect(seen).toEqual([]);
    }
    const { receiver, seen } = make();
    expect(
      await receiver.receive({ body: project, headers: { 'content-type': 'application/json' } }),
    ).toMatchObject({
      status: 401,
      verified: false,
      error: { code: 'signature_missing' },
    });
    expect(seen).toEqual([]);
  });

  it('reports the error and answers 500 when Web Crypto fails', async () => {
    // the pipeline checks with crypto.subtle.verify
    const verify = vi.spyOn(crypto.subtle, 'verify').mockRejectedValue(new Error('no HMAC here'));
    try {
      const errors: unknown[] = [];
      const { receiver, seen } = make();
      receiver.onError((error) => void errors.push(error));
      const result = await receiver.receive({ body: project, headers: headers(signature) });
      expect(result).toMatchObject({ status: 500, verified: false, handled: 0 });
      expect(result.verifiedOver).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(seen).toEqual([]);
      expect(verify).toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });

  it('says what a verified body that then fails was checked over (raw or re-serialised)', async () => {
    const notJson = '{"event": ';
    for (const reserialized of [false, true]) {
      const { receiver } = make();
      const result = await receiver.receive({
        body: notJson,
        reserialized,
        headers: headers(nodeHmac(SECRET, notJson)),
      });
      expect(result).toMatchObject({
        status: 400,
        verified: true,
        verifiedOver: reserialized ? 'reserialized' : 'raw',
      });
    }
  });

  it('keeps how far a delivery got when its first validation fails asynchronously (422)', async () => {
    // the first failing body of an event waits for the validator that lists every error
    const body = JSON.stringify({
      event: 'comment.created',
      createdAt: '2024-01-01T00:00:00Z',
      data: {},
    });
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger, validation: 'reject' });
    const pending = receiver.receive({
      body,
      reserialized: true,
      headers: headers(nodeHmac(SECRET, body)),
    });
    const result = await pending;
    expect(result).toMatchObject({
      status: 422,
      verified: true,
      verifiedOver: 'reserialized',
      handled: 0,
      delivery: { event: 'comment.created' },
    });
  });
});
