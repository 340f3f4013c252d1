import { resolve } from 'node:path';

/**
 * Where the harness keeps its state: `--state-dir` when given, else `$DESIGNHOOKS_HOME`, else
 * `.designhooks/` in the working folder. Always an absolute path.
 *
 * @example
 * ```ts
 * resolveStateDir(undefined, {}, '/work/app'); // '/work/app/.designhooks'
 * resolveStateDir('/tmp/state');               // '/tmp/state'
 * ```
 */
export function resolveStateDir(
  flag?: string,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string {
  if (flag) return resolve(cwd, flag);
  if (env.DESIGNHOOKS_HOME) return resolve(cwd, env.DESIGNHOOKS_HOME);
  return resolve(cwd, '.designhooks');
}
