import { describe, expect, it, vi } from 'vitest';
import { createReceiver } from '../src/index.ts';
import { describeDoctorOnRealMistakes } from './doctor-on-real-mistakes.ts';
import { makeRealMistakes } from './real-mistakes.ts';
import { quietLogger } from '@designhooks/test-support';

// The web build (workerd, browsers): '#crypto/backend' is Web Crypto's, answering later.
vi.mock('#crypto/backend', () => import('../src/crypto/web/backend.ts'));
describeDoctorOnRealMistakes('web');

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
