import { listInvalidBodies } from '@designhooks/schemas';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import {
  FIREFOX,
  hasFirefox,
  launchFirefox,
  saveScreenshot,
  type HeadlessFirefox,
} from '@designhooks/test-support';

// Drives Debian's headless Firefox ESR (apt-get install -y firefox-esr) with puppeteer-core over
// WebDriver BiDi, against a real `designhooks listen` process fed by real `designhooks send` runs.
if (!hasFirefox)
  console.warn(
    `inspector Firefox test skipped: ${FIREFOX} not found (install it with: apt-get install -y firefox-esr)`,
  );

const SECRET = 'firefox-key';
const WAIT = { timeout: 10_000 };

let listen: ListenProcess;
let webhookUrl: string;
let inspectorUrl: string;
let browser: HeadlessFirefox | undefined;
let page: Page;
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
    browser = await launchFirefox({ width: 1280, height: 900 });
    ({ page } = browser);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await listen?.stop('SIGTERM', 5_000);
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
      text: expect.stringContaining('must be a hex color starting with #'),
    });
    await saveScreenshot(page, 'firefox-invalid.png', { folder: 'inspector' });

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
    await saveScreenshot(page, 'firefox-replayed.png', { folder: 'inspector' });

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
