import { HarnessError } from '../errors.ts';

/**
 * The management API's `Authorization: Bearer <token>` is missing or wrong (the SDK throws
 * `UnauthorizedError`).
 *
 * @example
 * ```ts
 * throw new UnauthorizedError('missing Authorization: Bearer <token>');
 * ```
 */
export class UnauthorizedError extends HarnessError {
  readonly code = 'unauthorized' as const;
  readonly status = 401 as const;
  override name = 'UnauthorizedError';
}

/**
 * A subscription the spec's rules refuse (URL not HTTPS, no or unknown events, another
 * organization, an empty key); `field` names the offending field (the SDK throws
 * `ValidationError`).
 *
 * @example
 * ```ts
 * throw new SubscriptionFieldError('url', 'URL "http://example.test/" must use https://');
 * ```
 */
export class SubscriptionFieldError extends HarnessError {
  readonly code = 'validation_failed' as const;
  readonly status = 422 as const;
  override name = 'SubscriptionFieldError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
