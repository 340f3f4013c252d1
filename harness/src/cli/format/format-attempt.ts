import { Parser } from 'htmlparser2';
import type { AttemptReport } from '../../delivery/deliver.ts';

/**
 * One line per attempt: status (or error), time, the policy's decision and the start of the
 * response body (of a redirect, where it points).
 *
 * @example
 * ```ts
 * formatAttempt(report);
 * // '  attempt 1: 503 in 3.2 ms, retry in 1000 ms (status 503 is retried) | overloaded'
 * ```
 */
export function formatAttempt(
  report: Pick<AttemptReport, 'attempt' | 'response' | 'error' | 'durationMs' | 'decision'>,
): string {
  const { response, error, decision } = report;
  const what = response ? `${response.status}` : `${error?.kind ?? 'error'}`;
  let line = `  attempt ${report.attempt}: ${what} in ${report.durationMs} ms`;
  if (decision.verdict === 'retry')
    line += `, retry in ${decision.delayMs} ms (${decision.reason})`;
  else if (decision.verdict === 'failed') line += ` (${decision.reason})`;
  if (error) line += `: ${error.message}`;
  if (!response) return line;
  // a redirect's body is rarely more than "Found": where it points says why (a sign-in page)
  const location = response.headers['location'];
  if (response.status >= 300 && response.status < 400 && typeof location === 'string')
    return `${line} | redirects to ${location.length > 200 ? `${location.slice(0, 200)}…` : location}`;
  return `${line} | ${bodyStart(response.body)}`;
}

/**
 * The first 120 characters of a response body on one line; of an HTML page (a framework's 403, a
 * proxy's 502, a tunnel's "offline" page), its words, without markup, scripts or styles.
 *
 * @example
 * ```ts
 * bodyStart('{"ok":\n true}'); // '{"ok": true}'
 * bodyStart('<!DOCTYPE html><title>403 Forbidden</title><p>CSRF verification failed.</p>');
 * // '403 Forbidden CSRF verification failed.'
 * ```
 */
export function bodyStart(body: string): string {
  const text = /^\s*<(!doctype\s+html|html|head|body)\b/i.test(body) ? pageText(body) : body;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return '(empty body)';
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

// An error page spends its first hundreds of characters on <head>: the excerpt is its text.
function pageText(html: string): string {
  const words: string[] = [];
  let hidden = 0; // depth inside <script> and <style>, whose text is not shown
  const hides = (name: string): boolean => name === 'script' || name === 'style';
  new Parser({
    onopentag(name) {
      if (hides(name)) hidden += 1;
      words.push(' '); // <h1>Forbidden</h1><p>CSRF ...: two words, not one
    },
    onclosetag(name) {
      if (hides(name) && hidden > 0) hidden -= 1;
    },
    ontext(text) {
      if (hidden === 0) words.push(text);
    },
  }).end(html);
  return words.join('');
}
