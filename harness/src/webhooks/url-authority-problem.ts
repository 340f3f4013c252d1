/**
 * What is wrong with the authority (`//user:pass@host:port`) of a URL the user typed, or null.
 * Checked on the text, before the WHATWG parser, because the parser hides both problems:
 * `https:///x` becomes host `x` (and a DNS lookup follows), and `https://user:pass@host/`
 * parses fine while node:https silently drops the credentials. The message never repeats the
 * credentials.
 *
 * @example
 * ```ts
 * urlAuthorityProblem('https:///hooks');               // 'has no host: …'
 * urlAuthorityProblem('https://user:pw@example.test/'); // 'carries credentials …'
 * urlAuthorityProblem('https://example.test/hooks');    // null
 * ```
 */
export function urlAuthorityProblem(text: string): string | null {
  const afterScheme = /^[a-z][a-z0-9+.-]*:(.*)$/is.exec(text)?.[1] ?? text;
  if (!/^[/\\]{2}/.test(afterScheme)) return 'has no host: write it as https://host/path';
  const authority = /^[/\\]{2}([^/\\?#]*)/.exec(afterScheme)![1]!;
  if (authority.includes('@')) {
    return 'carries credentials (user:password@); a webhook URL has none, and they would not be sent: remove them';
  }
  if (authority === '' || authority.startsWith(':'))
    return 'has no host: write it as https://host/path';
  return null;
}
