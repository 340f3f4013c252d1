import { existsSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { closeServer, listenOnLoopback } from './loopback-server.ts';
import { tempDir } from './temp-dir.ts';

/** Debian's Firefox ESR (`apt-get install -y firefox-esr`); its test skips with a message without it. */
export const FIREFOX = '/usr/bin/firefox-esr';
/** Whether {@link FIREFOX} is installed. */
export const hasFirefox = existsSync(FIREFOX);

/** A headless Firefox ESR with a profile of its own; `close` ends it and removes the profile. */
export interface HeadlessFirefox {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * Off the network: no updates, telemetry, captive-portal or connectivity checks, no prefetching;
 * and every request to anything but loopback goes to `sinkPort`, a "proxy" on 127.0.0.1 that
 * drops each connection, so the browser can only ever reach 127.0.0.1 (Firefox never proxies
 * loopback addresses). Firefox still asks for its Remote Settings at startup: those land there.
 */
const offlinePrefs = (sinkPort: number): Record<string, unknown> => ({
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'browser.ping-centre.telemetry': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.systemAddon.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.http.speculative-parallel-limit': 0,
  'network.predictor.enabled': false,
  'network.prefetch-next': false,
  'network.trr.mode': 5,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': sinkPort,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': sinkPort,
  'network.proxy.allow_hijacking_localhost': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'toolkit.telemetry.unified': false,
  'ui.prefersReducedMotion': 1,
  'ui.systemUsesDarkTheme': 0,
});

/**
 * Starts Debian's headless Firefox ESR driven by puppeteer-core (WebDriver BiDi), in a fresh
 * profile, kept off the network (see `offlinePrefs`), light colours and no motion.
 *
 * @example
 * ```ts
 * const firefox = await launchFirefox({ width: 1280, height: 900 });
 * try {
 *   await firefox.page.goto(inspectorUrl);
 * } finally {
 *   await firefox.close();
 * }
 * ```
 */
export async function launchFirefox(viewport: {
  width: number;
  height: number;
}): Promise<HeadlessFirefox> {
  // The dead proxy: accepts and drops every connection.
  const sink: Server = createServer((socket) => socket.on('error', () => undefined).destroy());
  await listenOnLoopback(sink);
  const profile = tempDir('designhooks-firefox-profile-');
  const cleanUp = async () => {
    await closeServer(sink);
    rmSync(profile, { recursive: true, force: true });
  };
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      userDataDir: profile,
      extraPrefsFirefox: offlinePrefs((sink.address() as AddressInfo).port),
      timeout: 30_000,
      protocolTimeout: 20_000,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(10_000);
  await page.setViewport(viewport);
  return {
    browser,
    page,
    async close() {
      await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
      await cleanUp();
    },
  };
}
