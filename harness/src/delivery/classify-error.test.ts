import { describe, expect, it } from 'vitest';
import { classifyError } from './classify-error.ts';

const url = new URL('https://127.0.0.1:9443/hooks');
const error = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('classifyError', () => {
  it('names the kind and gives a message a person can act on', () => {
    expect(classifyError(error('ECONNREFUSED'), url)).toEqual({
      kind: 'refused',
      message: 'connection refused by 127.0.0.1:9443 (is the receiver running?)',
    });
    expect(classifyError(error('ENOTFOUND'), new URL('https://nohost.invalid/')).kind).toBe('dns');
    expect(classifyError(error('ECONNRESET', 'socket hang up'), url).kind).toBe('reset');
    expect(
      classifyError(error('DESIGNHOOKS_TIMEOUT', 'no complete response within 5 ms'), url),
    ).toEqual({ kind: 'timeout', message: 'no complete response within 5 ms' });
    const tls = classifyError(error('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'), url);
    expect(tls.kind).toBe('tls');
    expect(tls.message).toMatch(/--ca <pem-file>, or skip the check with --insecure$/);
    expect(
      classifyError(
        error('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"),
        url,
      ).kind,
    ).toBe('tls');
    expect(classifyError(error('EHOSTUNREACH'), url)).toEqual({
      kind: 'network',
      message: 'EHOSTUNREACH',
    });
  });

  it('suggests --ca only where trusting a certificate helps', () => {
    const tls = (code: string, message: string, caFile?: string) =>
      classifyError(error(code, message), url, caFile).message;
    expect(tls('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate')).toBe(
      "TLS failure talking to 127.0.0.1:9443: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT); trust the receiver's certificate with --ca <pem-file>, or skip the check with --insecure",
    );
    // --ca given, but another certificate: naming the flag again would not help
    expect(tls('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate', 'old-cert.pem')).toBe(
      "TLS failure talking to 127.0.0.1:9443: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT); old-cert.pem does not vouch for this certificate: pass the receiver's own certificate, or the CA that issued it, with --ca, or skip the check with --insecure",
    );
    const altname =
      "Hostname/IP does not match certificate's altnames: IP: 127.0.0.1 is not in the cert's list: ";
    expect(tls('ERR_TLS_CERT_ALTNAME_INVALID', altname, 'cert.pem')).toBe(
      `TLS failure talking to 127.0.0.1:9443: ${altname.trim()} (ERR_TLS_CERT_ALTNAME_INVALID); the certificate is not for 127.0.0.1: use a URL with a name it lists, or a certificate for 127.0.0.1 (in its subjectAltName), or skip the check with --insecure`,
    );
    // a server that sends its certificate without the intermediate: --ca is rarely the fix
    const leafOnly = 'unable to verify the first certificate';
    expect(tls('UNABLE_TO_VERIFY_LEAF_SIGNATURE', leafOnly)).toBe(
      "TLS failure talking to 127.0.0.1:9443: unable to verify the first certificate (UNABLE_TO_VERIFY_LEAF_SIGNATURE); the receiver sent its certificate without the intermediate certificate that links it to a trusted root: serve the full chain (the certificate, then its intermediates: Let's Encrypt's fullchain.pem, not cert.pem); browsers fetch a missing intermediate, the platform's Go sender does not. For a private CA, pass the CA that issued it with --ca, or skip the check with --insecure",
    );
    expect(tls('UNABLE_TO_VERIFY_LEAF_SIGNATURE', leafOnly, 'root.pem')).toContain(
      'links it to a trusted root (root.pem is not its issuer): serve the full chain',
    );
    expect(tls('CERT_HAS_EXPIRED', 'certificate has expired')).toMatch(
      /\(CERT_HAS_EXPIRED\); renew the receiver's certificate \(or check this machine's clock\), or skip the check with --insecure$/,
    );
  });

  it('tells an HTTP/2 frame (SETTINGS or GOAWAY on stream 0) from other bytes HTTP/1.1 cannot parse', () => {
    const parseError = (bytes: number[]) =>
      classifyError(
        Object.assign(error('HPE_INVALID_CONSTANT', 'Parse Error: Expected HTTP/'), {
          rawPacket: Buffer.from(bytes),
        }),
        new URL('http://127.0.0.1:9080/hooks'),
      ).message;
    const h2c = /^127\.0\.0\.1:9080 answered in HTTP\/2 frames, not HTTP\/1\.1: /;
    expect(parseError([0, 0, 0, 4, 0, 0, 0, 0, 0])).toMatch(h2c); // an empty SETTINGS frame
    expect(parseError([0, 0, 6, 4, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 100])).toMatch(h2c);
    expect(parseError([0, 0, 8, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toMatch(h2c); // GOAWAY
    for (const other of [
      [0, 0, 0, 4, 0, 0, 0, 0, 1], // a SETTINGS frame on a stream: not a server's first frame
      [0, 0, 0, 4, 0, 0x80, 0, 0, 1], // the reserved bit set, then stream 1
      [0, 0, 0, 0, 0, 0, 0, 0, 0], // a DATA frame
      [0, 0, 0, 4, 0, 0, 0, 0], // too short for a frame header
      [...Buffer.from('SSH-2.0-OpenSSH_9.2p1\r\n')],
    ])
      expect(parseError(other), other.join(' ')).toMatch(/did not answer in valid HTTP/);
    expect(
      classifyError(error('HPE_INVALID_CONSTANT'), url).message, // no packet at all
    ).toMatch(/did not answer in valid HTTP/);
  });

  it('says an HTTPS URL reached a plain-HTTP port, on one line', () => {
    const plain = classifyError(
      error(
        'EPROTO',
        'write EPROTO 80EC6AAA367F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n',
      ),
      url,
    );
    expect(plain).toEqual({
      kind: 'tls',
      message:
        "TLS failure talking to 127.0.0.1:9443: it answered in plain HTTP, not TLS (write EPROTO wrong version number); use an http:// URL (with --allow-http for a loopback receiver) or the receiver's HTTPS port",
    });
  });
});
