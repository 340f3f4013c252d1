import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listInvalidBodies } from '@designhooks/schemas';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type ListenProcess } from './helpers/listen-process.ts';
import { runCli, tempDir } from './helpers/run-cli.ts';
import { listenOnLoopback } from '@designhooks/test-support';

// Drives Debian's headless Firefox ESR (apt-get install -y firefox-esr) with puppeteer-core over
// WebDriver BiDi, against a real `designhooks listen` process fed by real `designhooks send` runs.
const FIREFOX = '/usr/bin/firefox-esr';
const hasFirefox = existsSync(FIREFOX);
if (!hasFirefox)
  console.warn(
    `inspector Firefox test skipped: ${FIREFOX} not found (install it with: apt-get install -y firefox-esr)`,
  );

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const outputDir = join(repoRoot, 'test-output', 'inspector');
const SECRET = 'firefox-key';
const WAIT = { timeout: 10_000 };

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

/** The dead proxy: accepts and drops every connection. */
async function startSink(): Promise<Server> {
  const sink = createServer((socket) => socket.on('error', () => undefined).destroy());
  await listenOnLoopback(sink);
  return sink;
}

let listen: ListenProcess;
let webhookUrl: string;
let inspectorUrl: string;
let browser: Browser | undefined;
let page: Page;
let profile: string | undefined;
let sink: Server | undefined;
const stateDir = tempDir('designhooks-firefox-');

/** `designhooks send <event>` to the listener, as a real process. */
async function send(event: string, extra: string[] = []): Promise<number> {
  const result = await runCli(
    ['send', event, '--url', webhookUrl, '--allow-http', '--secret', SECRET, ...extra],
    { stateDir },
  );
  return result.code;
}

const text = (selector: string) => page.$eval(selector, (node) => node.textContent ?? '');
const count = (selector: string) => page.$$eval(selector, (nodes) => nodes.length);

describe.skipIf(!hasFirefox)('inspector in headless Firefox', () => {
  beforeAll(async () => {
    listen = startProcess(
      [
        'listen',
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--secret',
        SECRET,
        '--json',
        '--state-dir',
        stateDir,
      ],
      { cwd: stateDir },
    );
    ({ webhookUrl, inspectorUrl } = await listen.waitFor((line) => line.type === 'listening'));
    sink = await startSink();
    profile = tempDir('designhooks-firefox-profile-');
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      userDataDir: profile,
      extraPrefsFirefox: offlinePrefs((sink.address() as AddressInfo).port),
      timeout: 30_000,
      protocolTimeout: 20_000,
    });
    page = (await browser.pages())[0] ?? (await browser.newPage());
    page.setDefaultTimeout(10_000);
    await page.setViewport({ width: 1280, height: 900 });
  }, 60_000);
  afterAll(async () => {
    await browser?.close().catch(() => browser?.process()?.kill('SIGKILL'));
    await listen?.stop('SIGTERM', 5_000);
    await new Promise((resolve) => (sink ? sink.close(resolve) : resolve(undefined)));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('shows deliveries live, highlights the failing path, replays', async () => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(inspectorUrl, WAIT);
    await page.waitForSelector('body[data-ready="true"]', WAIT);
    await page.waitForSelector('#live[data-state="live"]', WAIT);
    expect(await text('#webhook-url')).toBe(webhookUrl);

    // Live: both appear without a reload.
    expect(await send('project.updated')).toBe(0);
    await page.waitForSelector(
      '#deliveries li[data-event="project.updated"][data-status="200"]',
      WAIT,
    );
    const invalid = listInvalidBodies().find((body) => body.name.startsWith('color-without-hash'))!;
    expect(await send('project.updated', ['--fixture', invalid.path, '--keep-created-at'])).toBe(1);
    await page.waitForSelector('#deliveries li[data-status="422"]', WAIT);
    expect(await count('#deliveries li')).toBe(2);
    expect(await text('#received-count')).toBe('2');

    // The invalid one: its failing path is highlighted in the body tree.
    await page.click('#deliveries li[data-status="422"]');
    await page.waitForSelector('#validation-issues', WAIT);
    expect(await text('#validation-issues')).toContain('/data/object/color');
    const failing = await page.$$eval('#body-tree .fail', (nodes) =>
      nodes.map((node) => ({ path: node.getAttribute('data-path'), text: node.textContent })),
    );
    expect(failing.length).toBeGreaterThanOrEqual(1);
    expect(failing[0]).toMatchObject({
      path: '/data/object/color',
      text: expect.stringContaining('must match'),
    });
    mkdirSync(outputDir, { recursive: true });
    await page.screenshot({ path: join(outputDir, 'firefox-invalid.png') });

    // Replay: a new delivery, marked as a replay, at the top of the list.
    await page.click('#action-replay');
    await page.waitForSelector('#deliveries li [data-mark="replay"]', WAIT);
    expect(await count('#deliveries li')).toBe(3);
    expect(await page.$eval('#deliveries li', (node) => node.getAttribute('data-status'))).toBe(
      '422',
    );
    await page.waitForFunction(
      () => document.querySelector('#toast')?.textContent?.includes('answered 422'),
      WAIT,
    );
    expect(await text('#received-count')).toBe('3');
    await page.screenshot({ path: join(outputDir, 'firefox-replayed.png') });

    // Issue 27 in Firefox too: the streamed search with its marks, the editor's live verdict,
    // and the keyboard help.
    await page.type('#search', 'objectType');
    await page.waitForFunction(
      () =>
        /^3 matches in 3 records/.test(document.querySelector('#search-status')?.textContent ?? ''),
      WAIT,
    );
    expect(await count('#deliveries li mark')).toBe(3);
    await page.click('#deliveries li[data-status="422"]');
    await page.waitForSelector('#body-tree mark', WAIT);
    await page.click('#action-edit');
    await page.waitForFunction(
      () => document.querySelector('#editor-verdict')?.textContent?.includes('/data/object/color'),
      WAIT,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.waitForSelector('#help[open]', WAIT);
    expect(errors).toEqual([]);
  }, 60_000);
});
