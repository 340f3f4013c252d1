import { closeSync, openSync, readSync } from 'node:fs';
import { UsageError } from '../../errors.ts';

/** Where a command's secret may come from: the flag (visible in `ps`), a file, or the environment. */
export interface SecretSources {
  /** The flag's value, e.g. `--secret s3cret`. */
  readonly value?: string | undefined;
  /** The file flag's value: a path whose contents (one trailing newline dropped) are the secret. */
  readonly file?: string | undefined;
  /** Names of the flags and the environment variable, for messages and the lookup. */
  readonly flag: string;
  readonly fileFlag: string;
  readonly envName?: string | undefined;
}

/** Longest secret file read: a signing key or a token is a few dozen bytes. */
const MAX_SECRET_FILE_BYTES = 64 * 1024;

/**
 * Reads a secret the way every command that takes one does: the flag (`--secret`), else its file
 * flag (`--secret-file`), else the environment variable (`$DESIGNHOOKS_SECRET`); undefined when
 * none is given. Arguments are visible to every local user in `ps`; a file or the environment
 * are not. The flag and the file flag together are a usage error, an empty or unreadable file
 * too; no message ever shows the secret.
 *
 * @example
 * ```ts
 * const secret = readSecret({ value: o.secret, file: o.secretFile, flag: '--secret',
 *   fileFlag: '--secret-file', envName: 'DESIGNHOOKS_SECRET' });
 * ```
 */
export function readSecret(
  sources: SecretSources,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const { value, file, flag, fileFlag, envName } = sources;
  if (value !== undefined && file !== undefined)
    throw new UsageError(`${flag} and ${fileFlag} cannot be used together: give one`);
  if (value !== undefined) return value;
  if (file !== undefined) return readSecretFile(file, fileFlag);
  const fromEnv = envName ? env[envName] : undefined;
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

/**
 * The bearer token of `serve` and `trigger --server`, read as {@link readSecret} reads a secret:
 * `--token`, else `--token-file`, else `$DESIGNHOOKS_TOKEN`; undefined when none is given.
 *
 * @example
 * ```ts
 * const token = readToken(o); // o: the command's typed options
 * ```
 */
export function readToken(
  options: { readonly token?: string | undefined; readonly tokenFile?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return readSecret(
    {
      value: options.token,
      file: options.tokenFile,
      flag: '--token',
      fileFlag: '--token-file',
      envName: 'DESIGNHOOKS_TOKEN',
    },
    env,
  );
}

function readSecretFile(path: string, fileFlag: string): string {
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(MAX_SECRET_FILE_BYTES + 1);
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read > MAX_SECRET_FILE_BYTES)
        throw new UsageError(`${fileFlag} ${path} is larger than 64 KiB: not a secret file`);
      text = buffer.subarray(0, read).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new UsageError(`cannot read ${fileFlag} ${path}: ${code}`);
  }
  const secret = text.replace(/\r?\n$/, '');
  if (secret === '') throw new UsageError(`${fileFlag} ${path} is empty`);
  return secret;
}
