import type { Command } from 'commander';
import { UsageError } from '../../errors.ts';
import { readSecret } from './read-secret.ts';

/** The signing-key flags every command that signs or verifies takes, as commander parses them. */
export interface SecretOptions {
  secret?: string | undefined;
  secretFile?: string | undefined;
}

/** Where a command looks for its signing key besides the two flags. */
export interface SecretSettings {
  /** Whether `$DESIGNHOOKS_SECRET` is the default (it is unless false: not where it would clash). */
  readonly environment?: boolean;
}

/**
 * The settings of a command whose flags are read apart from `$DESIGNHOOKS_SECRET`, for its
 * definition and its action alike: `deliveries redeliver`. Why: a webhook's delivery is signed
 * with the webhook's key and refuses another key given with a flag, while the variable, exported
 * for `send` and `check`, is only the default of a delivery of no webhook (`redeliver` decides).
 */
export const SECRET_FROM_FLAGS_ONLY: SecretSettings = Object.freeze({ environment: false });

/**
 * Adds `--secret <key>` and `--secret-file <path>` to a command that signs or verifies, the key
 * defaulting to `$DESIGNHOOKS_SECRET`: an argument is visible to every local user in `ps`, a
 * file or the environment are not, so every command offers both (read with {@link secretFrom}).
 *
 * @example
 * ```ts
 * addSecretOptions(new Command('send'), 'signing key: adds the <Service>-Webhooks-Signature header');
 * ```
 */
export function addSecretOptions(
  command: Command,
  purpose: string,
  { environment = true }: SecretSettings = {},
): Command {
  const fallback = environment
    ? ' (default: $DESIGNHOOKS_SECRET); an argument shows in ps, so prefer --secret-file or the variable'
    : '; an argument shows in ps, so prefer --secret-file';
  return command
    .option('--secret <key>', `${purpose}${fallback}`)
    .option(
      '--secret-file <path>',
      'read the signing key from this file (one trailing newline dropped)',
    );
}

/**
 * The signing key of a command with {@link addSecretOptions}: `--secret`, else `--secret-file`,
 * else `$DESIGNHOOKS_SECRET` (unless `environment: false`), else undefined (or, when `required`,
 * a usage error naming where a key may come from). An empty `--secret` is a usage error:
 * `--secret "$KEY"` with the variable unset must not send unsigned, or check for nothing,
 * without a word.
 *
 * @example
 * ```ts
 * const secret = secretFrom(context.options); // string | undefined
 * const key = secretFrom(context.options, { required: true }); // string
 * ```
 */
export function secretFrom(
  options: SecretOptions,
  settings: SecretSettings & { readonly required: true },
  env?: NodeJS.ProcessEnv,
): string;
export function secretFrom(
  options: SecretOptions,
  settings?: SecretSettings & { readonly required?: boolean },
  env?: NodeJS.ProcessEnv,
): string | undefined;
export function secretFrom(
  options: SecretOptions,
  { required = false, environment = true }: SecretSettings & { readonly required?: boolean } = {},
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const secret = readSecret(
    {
      value: options.secret,
      file: options.secretFile,
      flag: '--secret',
      fileFlag: '--secret-file',
      envName: environment ? 'DESIGNHOOKS_SECRET' : undefined,
    },
    env,
  );
  if (secret === '') throw new UsageError('--secret must not be empty');
  if (secret === undefined && required) {
    const sources = environment
      ? '--secret-file <path>, $DESIGNHOOKS_SECRET'
      : '--secret-file <path>';
    throw new UsageError(`a signing key is required: ${sources} or --secret <key>`);
  }
  return secret;
}
