import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { explainSignature, SIGNATURE_DIAGNOSIS_CODES } from '../src/index.ts';
import { makeRealMistakes, type RealMistake } from './real-mistakes.ts';

/**
 * The signature doctor's suite on the real mistakes, for one build: each test file picks the
 * build (the web one mocks `#crypto/backend` with Web Crypto's, which vitest allows only at the
 * top of a file) and runs the same cases, so the two builds cannot drift apart in what they check.
 *
 * @example
 * ```ts
 * vi.mock('#crypto/backend', () => import('../src/crypto/web/backend.ts'));
 * describeDoctorOnRealMistakes('web');
 * ```
 */
export function describeDoctorOnRealMistakes(build: 'node' | 'web'): void {
  describe(`the signature doctor (${build} build) on real mistakes`, () => {
    let mistakes: RealMistake[] = [];
    beforeAll(async () => {
      mistakes = await makeRealMistakes();
    });

    it('makes every mistake of the table (one row per code, and the right signatures)', () => {
      const codes = new Set(mistakes.map((mistake) => mistake.code));
      expect([...codes].sort()).toEqual([...SIGNATURE_DIAGNOSIS_CODES, null].sort());
    });

    it('names each mistake with its exact code, and never puts the key in its words', async () => {
      const spy = vi.spyOn(globalThis.crypto.subtle, 'verify');
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
      // node:crypto in the node build, Web Crypto's constant-time verify in the web build
      expect(spy.mock.calls.length > 0).toBe(build === 'web');
      spy.mockRestore();
    });

    it("says how a re-serialised body was written: JSON.stringify's compact form, json.dumps' spaces", async () => {
      const said = async (name: RegExp) => {
        const mistake = mistakes.find((m) => name.test(m.name));
        return mistake ? (await explainSignature(mistake.input))?.message : undefined;
      };
      expect(await said(/^express\.json\(\) then JSON\.stringify/)).toBe(
        'The signature is the HMAC of the body as the platform sent it, before it was parsed and re-serialised (the Go escapes of < > & put back). The body you verified was parsed and re-serialised (JSON.stringify(JSON.parse(raw))): the platform signs its raw bytes, whose Go escapes such as \\u003c JSON.stringify does not write.',
      );
      const python = await said(/^a Python receiver/);
      // python3 is on every machine the suite runs on (the language recipes need it)
      expect(python).toBe(
        "The signature is the HMAC of the body compacted back from the spaced form you have, with the Go escapes applied. The body you verified was parsed and written again with a space after each , and : (Python's json.dumps(json.loads(raw)) writes it so): the platform signs its raw bytes, compact.",
      );
    });

    it('says what is wrong with a value that is not a signature, never echoing it', async () => {
      const said = async (name: string) =>
        (await explainSignature(mistakes.find((m) => m.name === name)!.input))?.message;
      expect(await said('the value copied with its quotes from a JSON log')).toBe(
        'The Abstract-Webhooks-Signature value is not a signature: it is 64 hex digits in quotes (copied with them from a JSON record or a log): pass it without its quotes.',
      );
      expect(await said('a value cut by a log line')).toBe(
        'The Abstract-Webhooks-Signature value is not a signature: it is 40 hex digits, not 64 (cut, or another hash than SHA-256).',
      );
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
}

// The keys a mistake holds, as a reader would spot them in a message (quotes and blanks off).
function keysOf(mistake: RealMistake): string[] {
  const { secret, candidates = [] } = mistake.input;
  const keys = [...(typeof secret === 'string' ? [secret] : (secret ?? [])), ...candidates];
  return keys.map((key) => key.trim().replace(/^"|"$/g, '')).filter((key) => key.length >= 8);
}
