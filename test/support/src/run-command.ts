import { execFile } from 'node:child_process';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell would give a command: this test's own `npm test` leaves
 * npm_* variables (the repo's local prefix, its package fields, workspace flags) that would make
 * a child npm act on the repo instead of the consumer project, and NODE_OPTIONS could carry the
 * repo's source condition. The npm cache and user config stay.
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const keep = !/^npm_/i.test(key) || /^npm_config_(cache|userconfig|registry)$/i.test(key);
    if (keep && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD' && key !== 'DESIGNHOOKS_HOME')
      env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs `file args` in `cwd` with a user's environment; never rejects (the exit code says). */
export function runCommand(
  file: string,
  args: string[],
  cwd: string,
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd,
        env: userEnv(options.env),
        timeout: options.timeoutMs ?? 120_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}
