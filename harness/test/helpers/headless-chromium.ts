import { existsSync, rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { tempDir } from '@designhooks/test-support';

/** Debian's Chromium (`apt-get install -y chromium`); the browser tests skip with a message without it. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** A headless Chromium with a profile of its own; `close` ends it and removes the profile. */
export interface HeadlessChromium {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

// Why these flags: on this closed network Chromium's background services (sync, component
// updates, QUIC probes) open connections that are refused many at a time; the browser tests
// must talk to loopback only.
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

/** Starts headless Chromium driven by playwright-core, light colours and no motion, for stable screenshots. */
export async function launchChromium(viewport: {
  width: number;
  height: number;
}): Promise<HeadlessChromium> {
  const profile = tempDir('designhooks-chromium-');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    timeout: 20_000,
  });
  context.setDefaultTimeout(10_000);
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
