// The most common URL shape, checked first. Every string it matches also matches the full
// RFC 3986 expression below: an http(s) scheme, `//`, a host of letters, digits, dots and
// hyphens (a reg-name), an optional port, path segments of unreserved characters and an
// optional query of the characters allowed there. Anything else goes to the full check.
const SIMPLE_HTTP_URL =
  /^https?:\/\/[a-z0-9.-]+(?::[0-9]+)?(?:\/[a-z0-9\-._~]*)*(?:\?[a-z0-9\-._~!$&'()*+,;=:@/?]*)?$/i;
// ajv-formats' full `uri` format (RFC 3986, from jmrware.com's URI regex, scheme required),
// copied so the generated validators need no ajv-formats at run time; a property test holds
// the two to the same answers. It also requires a `/` or `:` somewhere (not a bare fragment).
const NOT_URI_FRAGMENT = /\/|:/;
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

/**
 * The `uri` format check of the generated validators: an absolute URI (RFC 3986), with a fast
 * path for plain http(s) URLs (avatar URLs are in most deliveries).
 *
 * @example
 * ```ts
 * import { uriFormat } from './uri-format.ts'; // internal
 * uriFormat('https://avatars.example.com/a.png'); // true, without the full expression
 * uriFormat('not a url'); // false
 * ```
 */
export function uriFormat(value: string): boolean {
  return SIMPLE_HTTP_URL.test(value) || (NOT_URI_FRAGMENT.test(value) && URI.test(value));
}
