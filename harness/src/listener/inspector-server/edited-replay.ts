import { sign, signatureHeader } from '@designhooks/receiver';
import { BadRequestError } from '../../errors.ts';

/** How an edited body is signed: with the listener's secret, or with the original header on purpose. */
export type ReplaySignature = 'resign' | 'original';

/**
 * The headers of an edited replay: the original ones in their order and case, with
 * `Content-Length` set to the new body's length and the signature header either recomputed
 * over the new bytes with the listener's secret (`resign`; added when the original had none)
 * or left as received (`original`, to see a receiver reject it). Returns node-style raw headers.
 *
 * @example
 * ```ts
 * const rawHeaders = editedReplayHeaders(record.headers, edited, { service: 'Abstract', signature: 'resign', secret });
 * ```
 */
export function editedReplayHeaders(
  headers: ReadonlyArray<readonly [string, string]>,
  body: Buffer,
  options: { service: string; signature: ReplaySignature; secret: string | null },
): string[] {
  const name = signatureHeader(options.service);
  let signature: string | null = null;
  if (options.signature === 'resign') {
    if (!options.secret)
      throw new BadRequestError(
        'the listener has no signing key to sign with: replay with the original signature, or restart it with one (--secret-file, $DESIGNHOOKS_SECRET or --secret)',
      );
    signature = sign(body, options.secret);
  }
  const out: string[] = [];
  let signed = false;
  for (const [header, value] of headers) {
    const lower = header.toLowerCase();
    if (lower === 'content-length') out.push(header, String(body.length));
    else if (lower === name.toLowerCase() && signature !== null) {
      if (!signed) out.push(header, signature);
      signed = true;
    } else out.push(header, value);
  }
  if (signature !== null && !signed) out.push(name, signature);
  return out;
}
