import type { SignatureDiagnosis } from '../crypto/signature-diagnosis.ts';
import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import type { ReceiverError } from '../errors.ts';
import type { ReceiverState } from './receiver-state.ts';

/**
 * Tells the logger and every `onError` handler about a failure. Server-side failures (5xx)
 * are logged as errors with their cause; rejections (4xx) at debug level. A throwing or
 * rejecting `onError` handler is logged, never propagated.
 *
 * @example
 * ```ts
 * import { reportError } from './report-error.ts'; // internal
 * import { createReceiverState } from './receiver-state.ts';
 * import { InvalidJsonError } from '../errors.ts';
 * reportError(createReceiverState(), new InvalidJsonError(), undefined);
 * ```
 */
export function reportError(
  state: ReceiverState,
  error: ReceiverError,
  delivery: UnknownDelivery | undefined,
): void {
  const { logger } = state;
  if (error.status >= 500) logger.error(`[designhooks] ${error.message}`, error.cause ?? error);
  else {
    const diagnosis =
      'diagnosis' in error ? (error.diagnosis as SignatureDiagnosis | undefined) : undefined;
    const why = diagnosis ? ` (${diagnosis.code}: ${diagnosis.message} Fix: ${diagnosis.fix})` : '';
    logger.debug?.(`[designhooks] rejected with ${error.status}: ${error.message}${why}`);
  }
  for (const handler of state.errorHandlers) {
    try {
      const returned = handler(error, delivery);
      if (returned instanceof Promise)
        returned.catch((failure: unknown) =>
          logger.error('[designhooks] an onError handler failed', failure),
        );
    } catch (failure) {
      logger.error('[designhooks] an onError handler failed', failure);
    }
  }
}
