import { explainSignature, verifySignature, type SignatureDiagnosis } from '@designhooks/receiver';
import type { CommandContext } from '../../command-context.ts';
import { withStore } from '../../open-cli-store.ts';
import { readBodyArgument } from '../../options/read-body-argument.ts';
import { secretFrom } from '../../options/secret-options.ts';
import type { VerifyOptions } from './verify-command.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/** A stored webhook whose key is tried as a candidate: its id and URL, never its key. */
interface StoredKey {
  id: string;
  url: string;
  key: string;
}

/**
 * `designhooks verify` checks a signature over the raw bytes of a body in constant time, as the
 * platform signs: exit 0 valid, 1 invalid. With `--explain` (or `--json`, `--try-store-keys`)
 * it asks the SDK's signature doctor why not, and prints its code, message and fix; no key is
 * ever printed, only which stored webhook's key matched.
 *
 * @example
 * ```ts
 * await run({ path: ['verify'], args: ['body.json'], options: { secret: 'key', signature: 'ef03…', explain: true }, ... });
 * ```
 */
export async function run(context: CommandContext<VerifyOptions>): Promise<number> {
  const secret = secretFrom(context.options, { required: true });
  const body = await readBodyArgument(context);
  const { signature, json, tryStoreKeys } = context.options;
  if (!context.options.explain && !json && !tryStoreKeys) {
    if (verifySignature(body, signature.trim().toLowerCase(), secret)) {
      context.out('valid signature\n');
      return 0;
    }
    context.err(
      'error: invalid signature: it does not match this body and key (add --explain to learn why)\n',
    );
    return 1;
  }
  const stored = tryStoreKeys ? await storedKeys(context) : [];
  const candidates = stored.map((webhook) => webhook.key);
  const diagnosis = await explainSignature({ body, signature, secret, candidates });
  const webhook =
    diagnosis?.candidateIndex === undefined ? undefined : stored[diagnosis.candidateIndex];
  if (json) context.out(`${JSON.stringify(verdictJson(diagnosis, webhook))}\n`);
  else if (!diagnosis)
    context.out(
      'valid signature: it is the HMAC of these bytes under this key\n' +
        '(if your own code still rejects it, it verifies other bytes than these, such as a parsed and re-serialised body: JSON.stringify(JSON.parse(body)), json.dumps(json.loads(body)), or writes its digest otherwise than as 64 lower-case hex digits; `designhooks check <your receiver URL>` names which)\n',
    );
  else {
    context.err(`error: invalid signature: ${diagnosis.code}\n  ${diagnosis.message}\n`);
    if (webhook)
      context.err(
        `  matched: the key of stored webhook ${webhook.id} (${redactUrl(webhook.url)})\n`,
      );
    context.err(`  fix: ${diagnosis.fix}\n`);
  }
  return diagnosis ? 1 : 0;
}

/** The `--json` object: `{ match: true }` or the diagnosis, with the stored webhook that matched. */
function verdictJson(diagnosis: SignatureDiagnosis | null, webhook: StoredKey | undefined) {
  if (!diagnosis) return { match: true };
  const { code, message, fix } = diagnosis;
  return {
    match: false,
    code,
    message,
    fix,
    ...(webhook ? { webhook: { id: webhook.id, url: webhook.url } } : {}),
  };
}

async function storedKeys(context: CommandContext<VerifyOptions>): Promise<StoredKey[]> {
  return withStore(context, (store) =>
    store.webhooks.list().flatMap((webhook) => {
      const key = store.webhooks.signingKey(webhook.id);
      return key ? [{ id: webhook.id, url: webhook.url, key }] : [];
    }),
  );
}
