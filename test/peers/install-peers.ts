import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The nested package (not a workspace) that holds the runtimes and peer clients. */
export const peersDir = import.meta.dirname;
const modules = join(peersDir, 'node_modules');
const INSTALL_TIMEOUT_MS = 15 * 60_000;
const POLL_MS = 500;

/** Thrown when `npm ci` in test/peers fails: one line saying what to run by hand, npm's tail. */
export class PeersInstallError extends Error {
  readonly code = 'peers_install_failed';
}

const installing = new Map<string, Promise<void>>();

/**
 * Installs test/peers (`npm ci`, from its own package-lock.json) unless it is already installed
 * from the current lock file. Safe when several vitest workers (processes) call it at once: one
 * installs under a mkdir lock, the others wait and then find the stamp. Cached after.
 *
 * @example
 * await ensurePeers();
 * const deno = peerBin('deno');
 */
export function ensurePeers(): Promise<void> {
  return ensureInstalled(peersDir);
}

/**
 * {@link ensurePeers} for any folder holding a package.json and a package-lock.json: `npm ci`
 * there once, under a lock, stamped with the lock file's hash.
 *
 * @example
 * await ensureInstalled(join(import.meta.dirname, 'fixture-app'));
 */
export function ensureInstalled(dir: string): Promise<void> {
  let pending = installing.get(dir);
  if (!pending) {
    // one install in flight per folder in this process; settled, the next call reads the stamp
    pending = install(dir).finally(() => installing.delete(dir));
    installing.set(dir, pending);
  }
  return pending;
}

/**
 * The path of a binary a test peer installs, e.g. `peerBin('deno')` or `peerBin('bun')`.
 * Call {@link ensurePeers} first.
 *
 * @example
 * await ensurePeers();
 * execFileSync(peerBin('bun'), ['--version']);
 */
export function peerBin(name: string): string {
  return join(modules, '.bin', name);
}

/**
 * The path of a file inside an installed peer package, e.g. `peerPath('node22/bin/node')`.
 *
 * @example
 * await ensurePeers();
 * const node22 = peerPath('node22/bin/node');
 */
export function peerPath(path: string): string {
  return join(modules, path);
}

/**
 * Installs the peers if needed, then imports one of them by package name, resolved from
 * test/peers. Type it with the package's own types: `importPeer<typeof import('abstract-sdk')>`.
 *
 * @example
 * const { Client } = await importPeer<typeof import('abstract-sdk')>('abstract-sdk');
 */
export async function importPeer<T>(name: string): Promise<T> {
  await ensurePeers();
  const resolved = createRequire(join(peersDir, 'package.json')).resolve(name);
  return (await import(pathToFileURL(resolved).href)) as T;
}

async function install(dir: string): Promise<void> {
  // Written after a complete `npm ci`: the lock file's hash, so a changed lock reinstalls.
  const stamp = join(dir, 'node_modules', '.designhooks-installed');
  // mkdir is atomic: the one process that creates it installs, the others wait for it.
  const lock = join(dir, '.install-lock');
  const wanted = lockHash(dir);
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  for (;;) {
    if (installedHash(stamp) === wanted) return;
    if (takeLock(lock)) break;
    if (Date.now() > deadline)
      throw new PeersInstallError(`timed out waiting for another process to install test/peers`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    if (installedHash(stamp) === wanted) return;
    await npmCi(dir);
    mkdirSync(dirname(stamp), { recursive: true }); // a package with no dependencies has none
    writeFileSync(stamp, `${wanted}\n`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockHash(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');
}

function installedHash(stamp: string): string | undefined {
  try {
    return readFileSync(stamp, 'utf8').trim();
  } catch {
    return undefined;
  }
}

// Takes the lock, or removes it when the process that took it is gone (killed mid-install).
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // just created, its pid not written yet
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function npmCi(dir: string): Promise<void> {
  // npm run-script's own settings (a --workspace flag above all) must not reach this install.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_workspaces?$/i.test(key)),
  );
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: dir, env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const tail = stderr.trim().split('\n').slice(-5).join('\n');
        reject(
          new PeersInstallError(
            `cannot install the test peers (npm ci in ${dir} failed: ${error.message.split('\n')[0]}); run \`npm run peers\` to retry\n${tail}`,
          ),
        );
      },
    );
  });
}
