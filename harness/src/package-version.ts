// generated, do not edit: run `npm run generate`
// from harness/package.json

/** The version of @designhooks/harness (package.json), for `designhooks --version`. */
export const PACKAGE_VERSION = '0.1.0';
