/**
 * Default body-size limit: 5 MiB. A commits.created push with 1,000 commits is about 0.5 MiB.
 *
 * @example
 * ```ts
 * import { createReceiver, MAX_BODY_BYTES } from '@designhooks/receiver';
 * const receiver = createReceiver({ maxBodyBytes: 2 * MAX_BODY_BYTES });
 * ```
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Default service name: header names derive from it (`Abstract-Webhooks-Signature`).
 *
 * @example
 * ```ts
 * import { DEFAULT_SERVICE, signatureHeader } from '@designhooks/receiver';
 * signatureHeader(DEFAULT_SERVICE); // 'Abstract-Webhooks-Signature'
 * ```
 */
export const DEFAULT_SERVICE = 'Abstract';

/** Default capacity of the in-memory dedupe store, in delivery digests. */
export const DEDUPE_MAX_ENTRIES = 10_000;

/** At most this many validation issues are listed in a 422 response body. */
export const MAX_RESPONSE_ISSUES = 20;

/**
 * Largest body the receiver's signature doctor diagnoses after a failed check: 64 KiB. It
 * computes a few dozen HMACs, so a bigger body (rare: a 100-commit push is about 50 KiB) gets
 * no diagnosis rather than make every forged request that much dearer to answer.
 *
 * @example
 * ```ts
 * import { MAX_DIAGNOSED_BODY_BYTES } from '@designhooks/receiver';
 * MAX_DIAGNOSED_BODY_BYTES; // 65536
 * ```
 */
export const MAX_DIAGNOSED_BODY_BYTES = 64 * 1024;

/**
 * Failed signature checks a receiver diagnoses in one clock minute by default: 10. The doctor
 * computes a few dozen HMACs per failure (about 40 times the check's one), and anyone can send
 * a forged request: past this, a failure is refused without a diagnosis until the next minute,
 * so a flood of them costs what the check costs. A wrong key shows in the first failure.
 *
 * @example
 * ```ts
 * import { DIAGNOSES_PER_MINUTE } from '@designhooks/receiver';
 * DIAGNOSES_PER_MINUTE; // 10
 * ```
 */
export const DIAGNOSES_PER_MINUTE = 10;
