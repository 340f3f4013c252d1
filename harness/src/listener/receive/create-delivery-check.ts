import {
  betaEventNote,
  createReceiver,
  SchemaValidationError,
  validateDelivery,
  type SignatureMismatchError,
  type SignatureMissingError,
} from '@designhooks/receiver';
import { handle } from '@designhooks/receiver/node';
import type { SignatureCheck, ValidationCheck } from '../records/received-record.ts';
import type { DeliveryCheck, DeliveryCheckResult } from './delivery-check.ts';

const SIGNATURE_CODES = new Set(['signature_missing', 'signature_mismatch']);
const SILENT = { warn() {}, error() {}, debug() {} };

/**
 * The listener's verdict on one request, from the receiver SDK itself (`createReceiver` and the
 * node adapter's core, `handle`): the same status and body an integrator's receiver would
 * answer, split into signature and schema results for the inspector. Validation runs in
 * `reject` mode, so an invalid payload answers 422 with its failing paths; a valid one carries
 * the SDK's drift (what the contract does not know), shown beside the validation result.
 *
 * @example
 * ```ts
 * const check = createDeliveryCheck({ secret: 'key', service: 'Abstract' });
 * const result = await check({ method: 'POST', headers: req.headers, body });
 * result.signature.status; // 'verified' | 'failed' | 'unchecked'
 * ```
 */
export function createDeliveryCheck(options: {
  secret?: string | undefined;
  service: string;
}): DeliveryCheck {
  const receiver = createReceiver({
    ...(options.secret ? { secret: options.secret } : {}),
    service: options.service,
    validation: 'reject',
    logger: SILENT,
    // a development tool: every failed delivery's record shows why (no budget a minute)
    diagnoseSignatures: Number.POSITIVE_INFINITY,
  });
  return async ({ method, headers, body }): Promise<DeliveryCheckResult> => {
    const answer = await handle(receiver, { method, headers, body });
    const { result } = answer;
    const error = result.error;
    const event =
      typeof result.delivery?.event === 'string' ? result.delivery.event : peekEvent(body);

    let signature: SignatureCheck;
    const header = headers[`${options.service.toLowerCase()}-webhooks-signature`];
    const headerValue = typeof header === 'string' ? header : null;
    if (!options.secret) signature = { status: 'unchecked', header: headerValue, reason: null };
    else if (result.verified) signature = { status: 'verified', header: headerValue, reason: null };
    else if (error && SIGNATURE_CODES.has(error.code)) {
      // The SDK's doctor ran after its check failed: its words go to the record, not the answer.
      const found = (error as SignatureMismatchError | SignatureMissingError).diagnosis;
      const diagnosis = found ? { code: found.code, message: found.message, fix: found.fix } : null;
      signature = { status: 'failed', header: headerValue, reason: error.message, diagnosis };
    } else
      signature = {
        status: 'unchecked',
        header: headerValue,
        reason: error ? `not reached: ${error.message}` : null,
      };

    let validation: ValidationCheck = { status: 'unchecked', issues: [] };
    if (error instanceof SchemaValidationError)
      validation = { status: 'invalid', issues: error.issues };
    else if (result.unknownEvent && result.delivery) {
      const outcome = await validateDelivery(result.delivery);
      validation = { status: 'invalid', issues: outcome.ok ? [] : outcome.issues };
    } else if (result.delivery && !error)
      validation = { status: 'valid', issues: [], drift: result.drift };

    return {
      status: answer.status,
      responseBody: answer.body,
      responseHeaders: Object.fromEntries(
        Object.entries(answer.headers).filter(
          ([name]) => name !== 'content-type' && name !== 'content-length',
        ),
      ),
      code: error?.code ?? null,
      message: error?.message ?? (result.unknownEvent ? unknownEventNote(String(event)) : null),
      event,
      signature,
      validation,
    };
  };
}

/** The `event` of a body the SDK did not parse (a failed signature stops it first), for display. */
function peekEvent(body: Buffer): string | null {
  try {
    const value = JSON.parse(body.toString('utf8')) as { event?: unknown } | null;
    return typeof value?.event === 'string' && value.event.length <= 200 ? value.event : null;
  } catch {
    return null;
  }
}

// What the inspector says of an acknowledged unknown event: a name from the 2019 beta (an old
// capture replayed) is named with today's, the one the app's handlers listen to.
function unknownEventNote(event: string): string {
  return `unknown event "${event}" acknowledged${betaEventNote(event)}`;
}
