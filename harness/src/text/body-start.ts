import { Parser } from 'htmlparser2';

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
