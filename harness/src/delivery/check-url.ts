import { InvalidUrlError } from '../errors.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Parses a delivery URL and applies the spec's rule: HTTPS only. Plain `http://` is accepted
 * only for a loopback host (localhost, 127.0.0.1, ::1) and only with `allowHttp`.
 *
 * @example
 * ```ts
 * checkUrl('https://example.test/hooks');                   // URL
 * checkUrl('http://127.0.0.1:3000/hooks', { allowHttp: true }); // URL
 * checkUrl('example.test/hooks');                            // throws: add https://
 * ```
 */
export function checkUrl(text: string, options: { allowHttp?: boolean | undefined } = {}): URL {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new InvalidUrlError(`URL "${text}" has no scheme; webhook URLs must start with https://`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidUrlError(`"${text}" is not a valid URL`);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol !== 'http:') throw new InvalidUrlError(`URL "${text}" must use https:// (got ${url.protocol}//)`);
  if (!LOOPBACK.has(url.hostname)) {
    throw new InvalidUrlError(`URL "${text}" must use https://; http:// is allowed only for loopback hosts with --allow-http`);
  }
  if (!options.allowHttp) {
    throw new InvalidUrlError(`URL "${text}" must use https://; pass --allow-http to send to a loopback http:// receiver`);
  }
  return url;
}
