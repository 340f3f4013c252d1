import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createReceiver, explainSignature, SIGNATURE_DIAGNOSIS_CODES } from '../src/index.ts';
import { makeRealMistakes, type RealMistake } from './real-mistakes.ts';
import { quietLogger } from '@designhooks/test-support';

// The web build (workerd, browsers): '#crypto/backend' is Web Crypto's, answering later.
vi.mock('#crypto/backend', () => import('../src/crypto/web/backend.ts'));
describe('the signature doctor (web build) on real mistakes', () => {
  let mistakes: RealMistake[] = [];
  beforeAll(async () => {
    mistakes = await makeRealMistakes();
  });

  it('makes every mistake of the table (one row per code, and the right signatures)', () => {
    const codes = new Set(mistakes.map((mistake) => mistake.code));
    expect([...codes].sort()).toEqual([...SIGNATURE_DIAGNOSIS_CODES, null].sort());
  });

  it('names each mistake with its exact code, and never puts the key in its words', async () => {
    const spy = vi.spyOn(globalThis.crypto.subtle, 'sign');
    for (const mistake of mistakes) {
      const diagnosis = await explainSignature(mistake.input);
      expect(diagnosis?.code ?? null, mistake.name).toBe(mistake.code);
      if (mistake.candidateIndex !== undefined)
        expect(diagnosis?.candidateIndex, mistake.name).toBe(mistake.candidateIndex);
      for (const key of keysOf(mistake)) {
        expect(diagnosis?.message ?? '', mistake.name).not.toContain(key);
        expect(diagnosis?.fix ?? '', mistake.name).not.toContain(key);
      }
    }
    expect(spy).toHaveBeenCalled(); // Web Crypto, not node:crypto
    spy.mockRestore();
  });

  it('agrees with node:crypto that the right signatures are right', () => {
    for (const mistake of mistakes.filter((m) => m.code === null)) {
      const { body, signature, secret } = mistake.input;
      const secrets = typeof secret === 'string' ? [secret] : secret!;
      expect(
        secrets.some((s) => createHmac('sha256', s).update(body).digest('hex') === signature),
      ).toBe(true);
    }
  });
});

describe('the receiver in the web build', () => {
  it('diagnoses a failed check once Web Crypto answers, on the result and for onError', async () => {
    const mistakes = await makeRealMistakes();
    const reserialized = mistakes.find((m) => m.code === 'body-reserialized')!.input;
    const receiver = createReceiver({
      secret: reserialized.secret,
      logger: quietLogger,
    });
    const seen: unknown[] = [];
    receiver.onError((error) => void seen.push((error as { diagnosis?: unknown }).diagnosis));
    const pending = receiver.receive({
      body: reserialized.body,
      headers: {
        'content-type': 'application/json',
        'abstract-webhooks-signature': reserialized.signature as string,
      },
    });
    const result = await pending;
    expect(result.status).toBe(401);
    expect((result.error as { diagnosis?: { code: string } }).diagnosis?.code).toBe(
      'body-reserialized',
    );
    expect(seen).toEqual([expect.objectContaining({ code: 'body-reserialized' })]);
  });
});

function keysOf(mistake: RealMistake): string[] {
  const { secret, candidates = [] } = mistake.input;
  const keys = [...(typeof secret === 'string' ? [secret] : (secret ?? [])), ...candidates];
  return keys.map((key) => key.trim().replace(/^"|"$/g, '')).filter((key) => key.length >= 8);
}
