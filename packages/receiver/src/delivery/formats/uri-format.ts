import { isAlphanumeric, startsWithAnyCase } from './ascii.ts';

// ajv-formats' full `uri` format (RFC 3986, from jmrware.com's URI regex, scheme required),
// copied so the generated validators need no ajv-formats at run time; a property test holds
// the two to the same answers. It also requires a `/` or `:` somewhere (not a bare fragment).
const NOT_URI_FRAGMENT = /\/|:/;
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

/**
 * The `uri` format check of the generated validators: an absolute URI (RFC 3986), with a
 * hand-written fast path for plain http(s) URLs (avatar URLs are in most deliveries).
 *
 * @example
 * ```ts
 * import { uriFormat } from './uri-format.ts'; // internal
 * uriFormat('https://avatars.example.com/a.png'); // true, without the full expression
 * uriFormat('not a url'); // false
 * ```
 */
export function uriFormat(value: string): boolean {
  return isSimpleHttpUrl(value) || (NOT_URI_FRAGMENT.test(value) && URI.test(value));
}

// Characters of a path segment that need no check beyond the characters themselves (RFC 3986
// unreserved), and those a query may hold besides them.
const UNRESERVED = '-._~';
const QUERY_EXTRA = "!$&'()*+,;=:@/?";

/**
 * The most common URL shape, checked by hand first: `http(s)://`, a host of letters, digits,
 * dots and hyphens (a reg-name), an optional `:port`, `/`-separated segments of unreserved
 * characters, an optional query. Every string it accepts is an RFC 3986 URI, so the full
 * expression (compiled only when needed) decides the rest.
 */
function isSimpleHttpUrl(value: string): boolean {
  let i = startsWithAnyCase(value, 'https://') ? 8 : startsWithAnyCase(value, 'http://') ? 7 : 0;
  if (i === 0) return false;
  const hostStart = i;
  while (i < value.length && (isAlphanumeric(value.charCodeAt(i)) || value[i] === '.' || value[i] === '-')) i++;
  if (i === hostStart) return false;
  if (value[i] === ':') {
    const portStart = ++i;
    while (i < value.length && value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) i++;
    if (i === portStart) return false;
  }
  if (i < value.length && value[i] !== '/' && value[i] !== '?') return false;
  while (i < value.length && value[i] !== '?') {
    const code = value.charCodeAt(i);
    if (!isAlphanumeric(code) && code !== 47 && !UNRESERVED.includes(value[i]!)) return false;
    i++;
  }
  for (i++; i < value.length; i++) {
    if (!isAlphanumeric(value.charCodeAt(i)) && !UNRESERVED.includes(value[i]!) && !QUERY_EXTRA.includes(value[i]!)) return false;
  }
  return true;
}
