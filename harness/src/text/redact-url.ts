/** Query parameters whose values are secrets by their names: a token, a key, a signature, a bypass. */
const SECRET_PARAM =
  /([?&][^=&#]*(?:token|secret|key|sig|pass|auth|bypass|credential)[^=&#]*=)[^&#]*/gi;

/**
 * A URL as it may be shown in a terminal, a report or a record another person reads: credentials
 * (`user:pass@`) become `***@`, and the value of a query parameter named like a secret
 * (`?token=`, `?api_key=`, `?x-vercel-protection-bypass=`: what a hosting platform or a catch
 * hook wants in the URL, since the platform cannot add a header) becomes `***`. Requests use the
 * URL as given; only what is printed changes. Works on any text, a URL or not.
 *
 * @example
 * ```ts
 * redactUrl('https://user:pw@example.test/x'); // 'https://***@example.test/x'
 * redactUrl('https://app.test/hooks?x-vercel-protection-bypass=abc&team=1'); // '...?x-vercel-protection-bypass=***&team=1'
 * ```
 */
export function redactUrl(text: string): string {
  return text
    .replace(/^([a-z][a-z0-9+.-]*:[/\\]{2})[^/\\?#]*@/i, '$1***@')
    .replace(SECRET_PARAM, '$1***');
}
