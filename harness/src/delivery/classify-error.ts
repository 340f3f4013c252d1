import type { AttemptError } from '../store/delivery-table.ts';
import { oneLine } from '../text/one-line.ts';

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH/;

/** The flags the command that sent has, so that a message names only flags it takes. */
export interface SenderFlags {
  /** `--insecure` (skip certificate checks). */
  insecure: boolean;
  /** `--allow-http` (http:// to a loopback host). */
  allowHttp: boolean;
}

/**
 * Turns a socket or TLS error from node:https into an {@link AttemptError} whose message says
 * what to do: a certificate that does not verify suggests `--ca` (or, when `caFile` was given,
 * says it does not sign this one) or `--insecure`; one for another name or out of date says so.
 * `flags` says which of `--insecure` and `--allow-http` the command has (send's, by default;
 * listen's forwarding has neither).
 *
 * @example
 * ```ts
 * classifyError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), new URL('https://127.0.0.1:9/'));
 * // { kind: 'refused', message: 'connection refused by 127.0.0.1:9 (is the receiver running?)' }
 * ```
 */
export function classifyError(
  error: Error & { code?: string; rawPacket?: unknown },
  url: URL,
  caFile?: string,
  flags: SenderFlags = { insecure: true, allowHttp: true },
): AttemptError {
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
      message: `TLS failure talking to ${where}: it answered in plain HTTP, not TLS (${message}); use an http:// URL${flags.allowHttp ? ' (with --allow-http for a loopback receiver)' : ''} or the receiver's HTTPS port`,
    };
  }
  // The receiver refused the handshake itself: no certificate flag can fix these either.
  if (/alert protocol version|unsupported protocol|no protocols available/i.test(message))
    return {
      kind: 'tls',
      message: `TLS failure talking to ${where}: it speaks only TLS versions older than 1.2 (${withCode}); the platform's Go sender, as this one, offers TLS 1.2 and 1.3 only: enable TLS 1.2 or 1.3 on the receiver`,
    };
  if (/alert certificate required/i.test(message))
    return {
      kind: 'tls',
      message: `TLS failure talking to ${where}: it asks for a client certificate (mutual TLS) (${withCode}); the platform sends none: accept deliveries without one on the webhook's route, their signature authenticates them`,
    };
  if (/alert handshake failure/i.test(message))
    return {
      kind: 'tls',
      message: `TLS failure talking to ${where}: it refused the handshake (${withCode}); it has no cipher suite in common with this sender (nor, then, with the platform's Go one), or it asks for a client certificate, which the platform never sends`,
    };
  if (TLS_CODE.test(code) || /certificate|TLS|SSL/i.test(message))
    return { kind: 'tls', message: `TLS failure talking to ${where}: ${withCode}; ${tlsFix()}` };
  if (code.startsWith('HPE_') && isHttp2Frame(error.rawPacket))
    return {
      kind: 'network',
      message: `${where} answered in HTTP/2 frames, not HTTP/1.1: a cleartext HTTP/2-only server (h2c, such as node:http2's createServer); the platform's sender speaks HTTP/1.1 without TLS and negotiates HTTP/2 only over TLS: serve HTTPS (http2.createSecureServer with allowHTTP1: true) or HTTP/1.1`,
    };
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

  // Trusting a certificate (--ca) cures only one nobody vouches for: not one for another name,
  // nor one out of date, nor one the given --ca file does not sign.
  function tlsFix(): string {
    const skip = flags.insecure ? ', or skip the check with --insecure' : '';
    if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
      return `the certificate is not for ${url.hostname}: use a URL with a name it lists, or a certificate for ${url.hostname} (in its subjectAltName)${skip}`;
    if (code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE')
      // the leaf alone, and no trusted issuer: a server without its intermediate (cert.pem
      // instead of fullchain.pem), which browsers hide by fetching the intermediate themselves
      return `the receiver sent its certificate without the intermediate certificate that links it to a trusted root${caFile ? ` (${caFile} is not its issuer)` : ''}: serve the full chain (the certificate, then its intermediates: Let's Encrypt's fullchain.pem, not cert.pem); browsers fetch a missing intermediate, the platform's Go sender does not. For a private CA, pass the CA that issued it with --ca${skip}`;
    if (code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID')
      return `renew the receiver's certificate (or check this machine's clock)${skip}`;
    if (caFile)
      return `${caFile} does not vouch for this certificate: pass the receiver's own certificate, or the CA that issued it, with --ca${skip}`;
    return `trust the receiver's certificate with --ca <pem-file>${skip}`;
  }
}

// What node's HTTP parser refused begins as an HTTP/2 server's first frame does: a frame header
// (3 bytes of length, then the type) of a SETTINGS (4) or GOAWAY (7) frame on stream 0.
function isHttp2Frame(packet: unknown): boolean {
  if (!(packet instanceof Uint8Array) || packet.length < 9) return false;
  const type = packet[3];
  const stream = ((packet[5]! & 0x7f) << 24) | (packet[6]! << 16) | (packet[7]! << 8) | packet[8]!;
  return (type === 0x04 || type === 0x07) && stream === 0;
}
