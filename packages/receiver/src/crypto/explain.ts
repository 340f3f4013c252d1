import { DEFAULT_SERVICE } from '../constants.ts';
import { bodyVariants } from './body-variants.ts';
import { readSignatureHeader, type SignatureHeaderForm } from './read-signature-header.ts';
import { secretVariants } from './secret-variants.ts';
import { signatureHeader } from './signature-header.ts';
import {
  SIGNATURE_FIXES,
  type SignatureDiagnosis,
  type SignatureDiagnosisCode,
} from './signature-diagnosis.ts';

/**
 * What `explainSignature` is asked about: the body as received, the signature header's value,
 * the receiver's key (or keys during a rotation), and other keys worth trying.
 */
export interface ExplainSignatureInput {
  /** The body you verified: the raw bytes, or the text your code computed the HMAC over. */
  body: Uint8Array | string;
  /** The signature header's value (a repeated header's values as a list); undefined when absent. */
  signature: string | readonly string[] | null | undefined;
  /** The receiver's signing key, or several as in `createReceiver` (any of them is a match). */
  secret: string | readonly string[] | undefined;
  /** Other keys to try, such as other webhooks' keys: a match names its index. */
  candidates?: readonly string[] | undefined;
  /** Service name the header is named after (messages only). Default `Abstract`. */
  service?: string | undefined;
}

/**
 * Whether one of the digests is the body's HMAC-SHA256 under a key given as bytes, compared in
 * constant time by the platform (`timingSafeEqual`, `crypto.subtle.verify`): node:crypto answers
 * at once, Web Crypto later.
 */
export type KeyedVerify = (
  key: Uint8Array,
  body: Uint8Array,
  digests: readonly Uint8Array[],
) => boolean | Promise<boolean>;

/** One HMAC to compute, and what a match with it means. */
interface Trial {
  key: Uint8Array;
  body: Uint8Array;
  /** Undefined: the receiver's own key over the raw body, i.e. the right signature. */
  code?: SignatureDiagnosisCode;
  /** What differs from the right signature, for the message. */
  what: string;
  candidateIndex?: number;
  alsoExplains?: readonly SignatureDiagnosisCode[];
  /** A sentence on what happened to the body, for the message. */
  note?: string;
}

const encoder = new TextEncoder();

// The signature doctor. Loaded only once a signature check has failed (explain-signature.ts
// imports it lazily), so a receiver that never sees a bad signature never loads it: it is as
// large as the rest of the receive path, and a cold start would pay for it.

/**
 * `explainSignature` with the keyed HMAC check given, answering at once when it does (node:crypto),
 * so the receiver's synchronous path stays synchronous. The pipeline, top to bottom: the
 * secret, the header's form, every trial's HMAC checked against it, the first trial that matches.
 *
 * @example
 * ```ts
 * import { diagnoseSignature } from './explain.ts'; // internal; the receiver calls it
 * diagnoseSignature({ body: '{}', signature: undefined, secret: 'key' }, keyedVerify); // { code: 'missing', ... }
 * ```
 */
export function diagnoseSignature(
  input: ExplainSignatureInput,
  verify: KeyedVerify,
): SignatureDiagnosis | null | Promise<SignatureDiagnosis | null> {
  const header = signatureHeader(input.service ?? DEFAULT_SERVICE);
  const secrets = (typeof input.secret === 'string' ? [input.secret] : (input.secret ?? [])).filter(
    (secret) => typeof secret === 'string' && secret !== '',
  );
  if (secrets.length === 0)
    return diagnosis(
      'empty-secret',
      'There is no signing key to verify with: the secret is empty or unset (an environment ' +
        'variable that is not set where the receiver runs reads as "").',
    );
  const form = readSignatureHeader(input.signature);
  if (form.kind === 'missing')
    return diagnosis('missing', `The request has no ${header} header, or it is empty.`);
  if (form.kind === 'malformed')
    return diagnosis('malformed', `The ${header} value is not a signature: ${form.why}.`);

  const trials = trialsFor(input, secrets);
  const given = form.kind === 'multiple' ? form.digests : form.digest ? [form.digest] : [];
  const matches = trials.map((trial) => verify(trial.key, trial.body, given));
  const conclude = (matched: readonly boolean[]) => {
    const index = matched.indexOf(true);
    return conclusion(form, header, index < 0 ? undefined : trials[index], trials.length);
  };
  if (matches.some((match) => match instanceof Promise)) return Promise.all(matches).then(conclude);
  return conclude(matches as boolean[]);
}

/**
 * Every HMAC worth computing, in the documented order: the receiver's keys over the raw body
 * (the right signature), the candidates, the keys' near variants, then every form of the body
 * under the receiver's keys. Candidates are tried over the raw body only: two mistakes at once
 * (another key and a changed body) would double the work for a rare case, and stay `no-match`.
 */
function trialsFor(input: ExplainSignatureInput, secrets: readonly string[]): Trial[] {
  const raw = typeof input.body === 'string' ? encoder.encode(input.body) : input.body;
  const keys = secrets.map((secret) => encoder.encode(secret));
  const candidates = (input.candidates ?? []).map((candidate) => encoder.encode(candidate));
  const trials: Trial[] = keys.map((key) => ({ key, body: raw, what: 'is the right signature' }));
  candidates.forEach((key, candidateIndex) =>
    trials.push({
      key,
      body: raw,
      code: 'wrong-secret',
      candidateIndex,
      what: `was made with candidates[${candidateIndex}], another key than yours`,
    }),
  );
  for (const secret of secrets)
    for (const variant of secretVariants(secret))
      // A variant that does not apply is the key itself, computed all the same (constant work).
      trials.push({
        key: variant.key,
        body: raw,
        what: `was made with your key ${variant.change}`,
        ...(variant.applies ? { code: variant.code } : {}),
      });
  for (const variant of bodyVariants(raw)) {
    for (const key of keys)
      trials.push({
        key,
        body: variant.bytes,
        code: variant.code,
        what: `is the HMAC of the body ${variant.change}`,
        alsoExplains: variant.alsoExplains,
        ...(variant.note ? { note: variant.note } : {}),
      });
  }
  return trials;
}

/** The diagnosis from the header's form and the first trial that matched (if any). */
function conclusion(
  form: Exclude<SignatureHeaderForm, { kind: 'missing' | 'malformed' }>,
  header: string,
  found: Trial | undefined,
  tried: number,
): SignatureDiagnosis | null {
  // What the value inside the header form is: "one of them" (several values), "what follows"
  // (a prefix), "decoded, it" (base64).
  const inner = (subject: string) =>
    found
      ? found.code
        ? `${subject} ${found.what}`
        : `${subject} is the right signature`
      : `${subject} does not match either (${tried} HMACs tried)`;
  const extra = found?.candidateIndex === undefined ? {} : { candidateIndex: found.candidateIndex };
  switch (form.kind) {
    case 'multiple':
      return diagnosis(
        'multiple-values',
        `The ${header} header has ${form.count} values (repeated or comma-joined); ${inner('one of them')}.`,
        extra,
      );
    case 'prefixed':
      return diagnosis(
        'prefixed',
        `The ${header} value starts with "${form.prefix}", a prefix the platform never sends; ${
          form.digest ? inner('what follows it') : 'what follows it is not a signature either'
        }.`,
        extra,
      );
    case 'base64':
      if (!found)
        return diagnosis(
          'malformed',
          `The ${header} value is base64 of 32 bytes, not hex, and not the HMAC of this body under any key tried (${tried} HMACs).`,
        );
      return diagnosis(
        'base64',
        `The ${header} value is the HMAC encoded as base64 instead of lowercase hex; decoded, ${inner('it')}.`,
        extra,
      );
    case 'hex':
      if (!found)
        return diagnosis(
          'no-match',
          `The ${header} value is a well-formed HMAC-SHA256, but no known mistake explains it: ` +
            `neither your key, the candidates, nor the usual variants of the key and of the ` +
            `body give it (${tried} HMACs tried). The body or the key differs in another way.`,
        );
      if (!found.code) {
        if (!form.uppercase) return null;
        return diagnosis(
          'uppercase-hex',
          `The ${header} value is the right signature in upper-case hex; the platform sends lower case.`,
        );
      }
      return diagnosis(found.code, sentence(found, form.uppercase), extra);
  }
}

function sentence(found: Trial, uppercase: boolean): string {
  let text = `The signature ${found.what}.`;
  if (found.note) text += ` ${found.note}`;
  if (found.alsoExplains?.length)
    text += ` The same bytes are also explained by ${found.alsoExplains.join(', ')}; the documented order reports ${found.code}.`;
  if (uppercase) text += ' (The header is also in upper case; the platform sends lower case.)';
  return text;
}

function diagnosis(
  code: SignatureDiagnosisCode,
  message: string,
  extra: { candidateIndex?: number } = {},
): SignatureDiagnosis {
  return { code, message, fix: SIGNATURE_FIXES[code], ...extra };
}
