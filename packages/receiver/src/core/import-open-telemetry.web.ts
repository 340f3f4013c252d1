import type { OpenTelemetryApi } from './open-telemetry.ts';

/**
 * The web build's: nothing is imported, because a bundler (wrangler, a browser build) fails on
 * an optional module that is not installed. Pass `openTelemetry: api` to `createReceiver` there.
 */
export function importOpenTelemetry(): Promise<OpenTelemetryApi | undefined> {
  return Promise.resolve(undefined);
}
