import { existsSync, rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { tempDir } from './temp-dir.ts';

/** Debian's Chromium (`apt-get install -y chromium`); the browser tests skip with a message without it. */
export const CHROMIUM = '/usr/bin/chromium';
/** Whether {@link CHROMIUM} is installed. */
export const hasChromium = existsSync(CHROMIUM);

/** A headless Chromium with a profile of its own; `close` ends it and removes the profile. */
export interface HeadlessChromium {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** What a test or bench may change of {@link launchChromium}'s defaults. */
export interface LaunchChromiumOptions {
  /** Default timeout of the page's waits and actions (10 s). */
  timeoutMs?: number;
}

// Why these flags: on this closed network Chromium's background services (sync, component
// updates, QUIC probes) open connections that are refused many at a time; the browser tests
// must talk to loopback only. --no-sandbox: the tests run as root in containers.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts Debian's headless Chromium driven by playwright-core, in a fresh user-data folder, with
 * light colours and no motion for stable screenshots. The one way the repo's browser tests, the
 * packaging test and the inspector bench start a browser.
 *
 * @example
 * ```ts
 * const browser = await launchChromium({ width: 1280, height: 900 });
 * try {
 *   await browser.page.goto(listener.inspectorUrl);
 * } finally {
 *   await browser.close();
 * }
 * ```
 */
export async function launchChromium(
  viewport: { width: number; height: number },
  options: LaunchChromiumOptions = {},
): Promise<HeadlessChromium> {
  const profile = tempDir('designhooks-chromium-');
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      timeout: 20_000,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  context.setDefaultTimeout(options.timeoutMs ?? 10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
