import type { IncomingHttpHeaders } from 'node:http';
import type { SignatureCheck, ValidationCheck } from '../records/received-record.ts';

/** What the listener asks the receiver SDK about one request. */
export interface DeliveryCheckInput {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** The SDK's verdict on one request, split into what the inspector shows. */
export interface DeliveryCheckResult {
  /** Status the SDK answers with (200, 401, 422, ...). */
  readonly status: number;
  /** The SDK's small JSON response body. */
  readonly responseBody: string;
  /** Extra response headers the SDK sets (`allow` on a 405, `connection: close` on a 413). */
  readonly responseHeaders: Readonly<Record<string, string>>;
  readonly code: string | null;
  readonly message: string | null;
  readonly event: string | null;
  readonly signature: SignatureCheck;
  readonly validation: ValidationCheck;
}

/**
 * Checks one request the way an integrator's receiver would: signature, JSON, envelope, schema.
 *
 * @example
 * ```ts
 * const check: DeliveryCheck = createDeliveryCheck({ secret: 'key', service: 'Abstract' });
 * const result = await check({ method: 'POST', headers: req.headers, body });
 * ```
 */
export type DeliveryCheck = (input: DeliveryCheckInput) => Promise<DeliveryCheckResult>;
