/**
 * Makes a message fit the CLI's one-line error contract: OpenSSL's
 * `error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/…:350:` becomes
 * its reason (`wrong version number`), and line breaks with their indentation become one space.
 *
 * @example
 * ```ts
 * oneLine('write EPROTO 80EC…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/x.c:350:\n');
 * // 'write EPROTO wrong version number'
 * oneLine('error:0480006C:PEM routines::no start line'); // 'no start line'
 * ```
 */
export function oneLine(message: string): string {
  return message
    .replace(/(?:[0-9A-F]+:)?error:[0-9A-F]+:[^:]*routines:[^:]*:([^:\n]+)(?::[^\s]*)?/g, '$1')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}
