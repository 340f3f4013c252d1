import type { OpenTelemetryApi } from './open-telemetry.ts';

/**
 * Imports `@opentelemetry/api`, resolving to undefined when it is not installed (it is an
 * optional peer dependency). The node build's; the web build's (import-open-telemetry.web.ts)
 * imports nothing, since a bundler would fail on the missing module.
 */
export function importOpenTelemetry(): Promise<OpenTelemetryApi | undefined> {
  return import('@opentelemetry/api').then(
    (api): OpenTelemetryApi => api,
    () => undefined,
  );
}
