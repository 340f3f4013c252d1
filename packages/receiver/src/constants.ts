/** Default body-size limit: 5 MiB. A commits.created push with 1,000 commits is about 0.5 MiB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Default service name: header names derive from it (`Abstract-Webhooks-Signature`). */
export const DEFAULT_SERVICE = 'Abstract';

/** Default capacity of the in-memory dedupe store, in delivery digests. */
export const DEDUPE_MAX_ENTRIES = 10_000;

/** At most this many validation issues are listed in a 422 response body. */
export const MAX_RESPONSE_ISSUES = 20;
