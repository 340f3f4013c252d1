import { createHmac } from 'node:crypto';
import { sign } from '@designhooks/receiver';

/**
 * The platform's signature computed the way a receiver that gets it wrong computes its own, and
 * what that receiver does: sent in the header, it is accepted by exactly that receiver.
 */
export interface MiswrittenSignature {
  /**
   * How it was computed, after "the same delivery": `with its signature in upper-case hex`,
   * `signed with the key followed by a newline`.
   */
  as: string;
  /** What the receiver does, and the change that fixes it. */
  cause: string;
  /** The header value, written that way. */
  signature: string;
}

/**
 * The signature of `body` under `secret` as receivers that compute theirs otherwise compute it:
 * written otherwise than the platform's 64 lower-case hex digits (in upper case, as .NET's hex
 * writers and Java's `%02X` do; in base64; after GitHub's `sha256=`; as a number, leading zeros
 * dropped, as Java's `BigInteger` does; byte by byte without padding, as Java's
 * `Integer.toHexString` does), over an empty body (a body read twice) or over the body's base64 (a
 * Lambda's `event.body` not decoded), keyed with the body over
 * the key (arguments swapped), with SHA-1 for SHA-256, then keyed with the key as a receiver may hold it (a trailing
 * newline or CRLF, quotes around it), and decoded to bytes where it reads as hex or as a
 * `whsec_` key's base64. Only the forms that differ from the right value for this
 * body are returned: a receiver with that mistake refuses the platform's header and accepts this
 * one, so the check can name it.
 */
export function miswrittenSignatures(body: Buffer, secret: string): MiswrittenSignature[] {
  const hex = sign(body, secret);
  const bytes = Buffer.from(hex, 'hex');
  const forms: MiswrittenSignature[] = [
    {
      as: 'with its signature in upper-case hex',
      cause:
        "the receiver compares the header with its HMAC in upper-case hex (.NET's Convert.ToHexString and BitConverter.ToString, Java's %02X write it so); the platform sends lower-case hex: lower-case the digest before comparing",
      signature: hex.toUpperCase(),
    },
    {
      as: 'with its signature in base64',
      cause:
        'the receiver compares the header with its HMAC in base64; the platform sends 64 lower-case hex digits: hex-encode the digest before comparing',
      signature: bytes.toString('base64'),
    },
    {
      as: 'with its signature written sha256=<hex>',
      cause:
        "the receiver expects GitHub's sha256=<hex> form; the platform sends the bare hex digest, with no prefix: compare the header with the hex digest alone",
      signature: `sha256=${hex}`,
    },
    {
      as: 'with the leading zeros of its signature left out',
      cause:
        'the receiver writes its HMAC as a number in hex, which drops leading zeros (Java\'s new BigInteger(1, hmac).toString(16)), so one delivery in 16 is refused: write all 64 digits (HexFormat.of().formatHex(hmac), or String.format("%064x", …))',
      signature: hex.replace(/^0+/, ''),
    },
    {
      as: 'with each byte of its signature under 0x10 written as one digit',
      cause:
        'the receiver writes each byte of its HMAC without its leading zero (Integer.toHexString(b & 0xff) in a loop), so most deliveries are refused: write two digits per byte (HexFormat.of().formatHex(hmac), or String.format("%02x", b))',
      signature: [...bytes].map((byte) => byte.toString(16)).join(''),
    },
  ];
  // the HMAC of other bytes than the body, or keyed otherwise
  forms.push(
    {
      as: 'signed over an empty body',
      cause:
        'the receiver computes its HMAC over an empty body: something read the body before the HMAC did (a JSON decoder or a body parser consumed the stream); read the bytes once, hash them, then parse those bytes',
      signature: sign(Buffer.alloc(0), secret),
    },
    {
      as: 'signed over the base64 of its body',
      cause:
        "the receiver hashes the body's base64 text: API Gateway hands a Lambda the body in base64, with isBase64Encoded true, when the REST API's binary media types include application/json or */*; hash Buffer.from(event.body, 'base64') when event.isBase64Encoded is true",
      signature: sign(Buffer.from(body.toString('base64')), secret),
    },
    {
      as: 'signed with the key and the body swapped',
      cause:
        "the receiver keys its HMAC with the body and hashes the key (PHP's hash_hmac takes the algorithm, the data, then the key; Python's hmac.new the key, then the message): key it with the signing key, over the body",
      signature: sign(Buffer.from(secret, 'utf8'), body.toString('utf8')),
    },
    {
      as: 'signed with HMAC-SHA1',
      cause:
        "the receiver computes HMAC-SHA1 (code taken from a SHA-1 example, such as GitHub's older X-Hub-Signature or Twilio's), so it refuses every delivery: the platform signs with HMAC-SHA256; hash with SHA-256",
      signature: createHmac('sha1', secret).update(body).digest('hex'),
    },
  );
  // the key as a receiver may hold it: read from a file or an env file as it is
  const keyed = (as: string, key: string, cause: string): MiswrittenSignature => ({
    as: `signed with the key ${as}`,
    cause: `the receiver's key ${cause}`,
    signature: sign(body, key),
  });
  forms.push(
    keyed(
      'followed by a newline',
      `${secret}\n`,
      'ends with a newline (a key file read as it is, a Kubernetes secret made with --from-file): trim the key where the receiver reads it',
    ),
    keyed(
      'followed by CRLF',
      `${secret}\r\n`,
      'ends with CRLF (a key file saved on Windows, read as it is): trim the key where the receiver reads it',
    ),
    keyed(
      'in double quotes',
      `"${secret}"`,
      'keeps the quotes around it (docker run --env-file takes KEY="…" quotes as part of the value): write the key without quotes there',
    ),
    keyed(
      'in single quotes',
      `'${secret}'`,
      "keeps the quotes around it (docker run --env-file takes KEY='…' quotes as part of the value): write the key without quotes there",
    ),
  );
  // the key decoded to bytes, where it reads as an encoding: the platform keys with its text
  const decoded = (as: string, key: Buffer, cause: string): MiswrittenSignature => ({
    as: `signed with the key ${as}`,
    cause: `the receiver ${cause}; the platform keys its HMAC with the key's text as it is (its UTF-8 bytes): use the key as a string`,
    signature: createHmac('sha256', key).update(body).digest('hex'),
  });
  if (/^(?:[0-9a-fA-F]{2}){8,}$/.test(secret))
    forms.push(
      decoded(
        'hex-decoded to bytes',
        Buffer.from(secret, 'hex'),
        "hex-decodes the key (Go's hex.DecodeString, Python's bytes.fromhex), as for a key made by openssl rand -hex",
      ),
    );
  const whsec = /^whsec_([A-Za-z0-9+/_-]{16,}={0,2})$/.exec(secret);
  if (whsec)
    forms.push(
      decoded(
        'base64-decoded after its whsec_ prefix',
        Buffer.from(whsec[1]!, 'base64'), // standard and URL-safe alike
        "base64-decodes what follows the key's whsec_ prefix, as Svix and Standard Webhooks libraries do with their own keys",
      ),
    );
  const distinct = new Set([hex]);
  return forms.filter(({ signature }) => !distinct.has(signature) && distinct.add(signature));
}

/**
 * Whether every mistake of {@link miswrittenSignatures} changes this signature, and the two
 * zero-dropping ones differently: it starts with one 0 and another of its bytes is under 0x10
 * (one signature in about 19). A delivery so signed is refused by each of those receivers.
 */
export function showsEveryMiswriting(hex: string): boolean {
  return /^0[1-9a-f]/.test(hex) && /[a-f]/.test(hex) && /^..(?:..)*0./.test(hex);
}
