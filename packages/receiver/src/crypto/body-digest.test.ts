import { sha256 } from '@designhooks/test-support';
import { describe, expect, it } from 'vitest';
import { bodyDigest, bodyDigestAsync, createReceiver, sign, type DedupeStore } from '../index.ts';

const text =
  '{"createdAt":"2024-01-01T00:00:00Z","event":"project.updated","data":{"a":"é \\u003c 👍"}}';
const bytes = new TextEncoder().encode(text);
// a lone 0xff inside a string: a digest of the decoded text would differ
const notUtf8 = Uint8Array.from([...bytes.subarray(0, -4), 0xff, ...bytes.subarray(-4)]);

describe('bodyDigest', () => {
  it('is the lowercase hex SHA-256 of the raw bytes; text is hashed as its UTF-8 bytes', async () => {
    expect(bodyDigest('{"foo":"bar"}')).toBe(
      '7a38bf81f383f69433ad6e900d35b3e2385593f76a7b7ab5d4355b8ba41ee24b',
    );
    expect(bodyDigest('')).toBe(sha256(''));
    for (const body of [text, bytes, notUtf8, Buffer.from(bytes)]) {
      expect(bodyDigest(body)).toBe(sha256(body));
      expect(await bodyDigestAsync(body)).toBe(sha256(body));
    }
    expect(bodyDigest(text)).toBe(bodyDigest(bytes));
  });

  it("is the key the receiver's dedupe step records, for text, bytes and bytes that are not UTF-8", async () => {
    for (const body of [text, bytes, notUtf8]) {
      const keys: string[] = [];
      const dedupe: DedupeStore = { add: (key) => (keys.push(key), true), delete: () => {} };
      const receiver = createReceiver({ secret: 'k', validation: 'off', dedupe });
      const headers = {
        'content-type': 'application/json',
        'abstract-webhooks-signature': sign(body, 'k'),
      };
      const result = await receiver.receive({ method: 'POST', headers, body });
      expect(result.status).toBe(200);
      expect(keys).toEqual([bodyDigest(body)]);
    }
  });
});
