// generated, do not edit: run `npm run generate`
// from packages/receiver/package.json

/** The version of @designhooks/receiver (package.json), for the OpenTelemetry scope. */
export const PACKAGE_VERSION = '0.1.0';
