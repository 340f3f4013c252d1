import { backend } from '#crypto/backend';
import type { ExplainSignatureInput } from './explain.ts';
import type { SignatureDiagnosis } from './signature-diagnosis.ts';

/** The signature doctor's module (./explain.ts). */
export type SignatureDoctor = typeof import('./explain.ts');

let doctor: SignatureDoctor | undefined;
let loading: Promise<SignatureDoctor> | undefined;

/**
 * The signature doctor, imported the first time a signature check fails and kept: the module
 * itself once loaded (so the receiver's synchronous path stays synchronous), else a promise of
 * it. Why lazily: the doctor is as large as the rest of the receive path, and a receiver that
 * never sees a bad signature should not pay for it at a cold start. Each build carries it as a
 * file of its own (scripts/build-bundles.mjs).
 *
 * @example
 * ```ts
 * import { signatureDoctor } from './explain-signature.ts'; // internal; the pipeline's 401s
 * const { diagnoseSignature } = await signatureDoctor();
 * ```
 */
export function signatureDoctor(): SignatureDoctor | Promise<SignatureDoctor> {
  if (doctor) return doctor;
  loading ??= import('./explain.ts').then((module) => (doctor = module));
  return loading;
}

/**
 * Says why a signature does not match, and what to change: `null` when it matches one of
 * `secret`, otherwise a diagnosis whose `code` comes from `SIGNATURE_DIAGNOSIS_CODES`. Each
 * cause is found by recomputing the HMAC over the forms a mistake produces (another webhook's
 * key, a key with a trailing newline, a re-serialised or pretty-printed body, ...), never
 * guessed; where two causes give the same bytes, the documented order decides. No key is ever
 * in the message or the fix. A promise in every build (Web Crypto answers later, and the doctor
 * is imported on first use).
 *
 * @example
 * ```ts
 * import { explainSignature, sign } from '@designhooks/receiver';
 * const raw = '{"text":"a \\u003c b"}'; // as the platform sends it
 * const verified = JSON.stringify(JSON.parse(raw)); // what express.json() + JSON.stringify give
 * const diagnosis = await explainSignature({ body: verified, signature: sign(raw, 'key'), secret: 'key' });
 * diagnosis?.code; // 'body-reserialized'
 * ```
 */
export async function explainSignature(
  input: ExplainSignatureInput,
): Promise<SignatureDiagnosis | null> {
  const { diagnoseSignature } = await signatureDoctor();
  return diagnoseSignature(input, backend.verifyHmacSha256Key);
}
