import { InvalidUrlError } from '../errors.ts';
import { redactUrl } from '../text/redact-url.ts';
import { urlAuthorityProblem } from './url-authority-problem.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Parses a delivery URL and applies the spec's rule: HTTPS only. Plain `http://` is accepted
 * only for a loopback host (localhost, 127.0.0.1, ::1) and only with `allowHttp`. A URL must
 * name its host (`https:///x` is refused, not read as host `x`) and carry no credentials (the
 * platform's webhook URL field has none; they are refused before any request, and never echoed).
 *
 * @example
 * ```ts
 * checkUrl('https://example.test/hooks');                   // URL
 * checkUrl('http://127.0.0.1:3000/hooks', { allowHttp: true }); // URL
 * checkUrl('example.test/hooks');                            // throws: add https://
 * checkUrl('data:text/plain,x');                             // throws: must use https:// (got data:)
 * ```
 */
export function checkUrl(text: string, options: { allowHttp?: boolean | undefined } = {}): URL {
  const shown = redactUrl(text);
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(text);
  if (
    !scheme ||
    (!scheme[2] && /^\d+$/.test(text.slice(scheme[0].length, text.search(/[/?#]|$/))))
  ) {
    // `localhost:8443/hooks` looks like scheme "localhost" to the parser: it is a host and port
    throw new InvalidUrlError(
      `URL "${shown}" has no scheme; webhook URLs must start with https://`,
    );
  }
  const protocol = scheme[1]!.toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') {
    throw new InvalidUrlError(
      `URL "${shown}" must use https:// (got ${protocol}:${scheme[2] ?? ''})`,
    );
  }
  const problem = urlAuthorityProblem(text);
  if (problem) throw new InvalidUrlError(`URL "${shown}" ${problem}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidUrlError(`"${shown}" is not a valid URL`);
  }
  if (url.protocol === 'https:') return url;
  if (!LOOPBACK.has(url.hostname)) {
    throw new InvalidUrlError(
      `URL "${text}" must use https://; http:// is allowed only for loopback hosts with --allow-http`,
    );
  }
  if (!options.allowHttp) {
    throw new InvalidUrlError(
      `URL "${text}" must use https://; pass --allow-http to send to a loopback http:// receiver`,
    );
  }
  return url;
}
