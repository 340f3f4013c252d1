import type { AttemptError } from '../store/delivery-table.ts';
import { oneLine } from '../text/one-line.ts';

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH/;

/**
 * Turns a socket or TLS error from node:https into an {@link AttemptError} whose message says
 * what to do (TLS failures suggest `--ca` or `--insecure`).
 *
 * @example
 * ```ts
 * classifyError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), new URL('https://127.0.0.1:9/'));
 * // { kind: 'refused', message: 'connection refused by 127.0.0.1:9 (is the receiver running?)' }
 * ```
 */
export function classifyError(error: Error & { code?: string }, url: URL): AttemptError {
  const code = error.code ?? '';
  const message = oneLine(error.message);
  const withCode = `${message}${code && !message.includes(code) ? ` (${code})` : ''}`;
  const where = `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
  if (code === 'DESIGNHOOKS_TIMEOUT') return { kind: 'timeout', message: error.message };
  if (code === 'ECONNREFUSED')
    return {
      kind: 'refused',
      message: `connection refused by ${where} (is the receiver running?)`,
    };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return { kind: 'dns', message: `cannot resolve host "${url.hostname}" (${code})` };
  if (/wrong version number|packet length too long|http request/i.test(message)) {
    // the TLS handshake got a plain-HTTP answer: no certificate flag can fix that
    return {
      kind: 'tls',
      message: `TLS failure talking to ${where}: it answered in plain HTTP, not TLS (${message}); use an http:// URL (with --allow-http for a loopback receiver) or the receiver's HTTPS port`,
    };
  }
  if (TLS_CODE.test(code) || /certificate|TLS|SSL/i.test(message)) {
    return {
      kind: 'tls',
      message: `TLS failure talking to ${where}: ${withCode}; trust the receiver's certificate with --ca <pem-file>, or skip the check with --insecure`,
    };
  }
  if (code.startsWith('HPE_'))
    // node's HTTP parser refused the answer: often another service's port (SSH, a database)
    return {
      kind: 'network',
      message: `${where} did not answer in valid HTTP (${withCode}); is that the receiver's port?`,
    };
  if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(error.message)) {
    return {
      kind: 'reset',
      message: `connection closed by ${where} before a response (${code || message})`,
    };
  }
  return { kind: 'network', message: withCode };
}
