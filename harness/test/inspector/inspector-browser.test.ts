import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listInvalidBodies, readFixture } from '@designhooks/schemas';
import type { Page } from 'playwright-core';
import {
  CHROMIUM,
  fixedAnswerServer,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
  saveScreenshot,
} from '@designhooks/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../src/delivery/deliver.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { createDeliveryCheck } from '../../src/listener/receive/create-delivery-check.ts';
import { sentDeliveries } from '../../src/listener/records/sent-deliveries.ts';
import { startListener, type RunningListener } from '../../src/listener/start-listener.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

// Drives Debian's headless Chromium (apt-get install -y chromium) with playwright-core.
if (!hasChromium)
  console.warn(
    `inspector browser test skipped: ${CHROMIUM} not found (install it with: apt-get install -y chromium)`,
  );

const SECRET = 'browser-key';

let listener: RunningListener;
let page: Page;
let browser: HeadlessChromium | undefined;
const stateDir = tempDir('designhooks-browser-');

/** Sends like the platform (the harness's own delivery code: exact headers, signed). */
async function send(body: Buffer, secret = SECRET): Promise<number | undefined> {
  const result = await deliver({
    url: new URL(listener.webhookUrl),
    body,
    secret,
    policy: { ...defaultRetryPolicy, retries: 0 },
  });
  return result.attempts[0]?.response?.status;
}

describe.skipIf(!hasChromium)('inspector in headless Chromium', () => {
  beforeAll(async () => {
    listener = await startListener({
      port: 0,
      host: '127.0.0.1',
      path: '/webhooks',
      service: 'Abstract',
      secretSet: true,
      check: createDeliveryCheck({ secret: SECRET, service: 'Abstract' }),
      storeFile: join(stateDir, 'received.jsonl'),
      fixturesDir: join(stateDir, 'fixtures'),
      sent: (limit) => sentDeliveries(stateDir, limit),
    });
    browser = await launchChromium({ width: 1280, height: 900 });
    ({ page } = browser);
  });
  afterAll(async () => {
    await browser?.close();
    await listener?.close();
  });

  it('shows deliveries live, highlights validation failures, replays, copies and saves', async () => {
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && consoleErrors.push(message.text()),
    );
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(listener.inspectorUrl!);
    await page.locator('body[data-ready="true"]').waitFor();
    await expect.poll(() => page.locator('#live').getAttribute('data-state')).toBe('live');
    expect(await page.locator('#webhook-url').textContent()).toBe(listener.webhookUrl);
    expect(await page.locator('#empty').isVisible()).toBe(true);
    // The key travels in the environment, never as an argument `ps` shows.
    expect(await page.locator('#empty-command').textContent()).toMatch(
      /^DESIGNHOOKS_SECRET="\$SIGNING_KEY" designhooks send project\.updated --url \S+ --allow-http$/,
    );

    // Live: deliveries appear without a reload.
    expect(await send(readFixture('project.updated'))).toBe(200);
    await page.locator('#deliveries li[data-event="project.updated"]').waitFor();
    expect(await send(readFixture('comment.created.html-characters'))).toBe(200);
    expect(await send(readFixture('branch.statusUpdated'), 'wrong-key')).toBe(401);
    const invalid = listInvalidBodies().find((body) => body.name.startsWith('color-without-hash'))!;
    expect(await send(invalid.bytes)).toBe(422);
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(4);
    expect(await page.locator('#received-count').textContent()).toBe('4');

    // The invalid one: failing path highlighted in the body tree.
    await page.locator('#deliveries li[data-status="422"]').click();
    await page.locator('#validation-issues').waitFor();
    expect(await page.locator('#validation-issues').textContent()).toContain('/data/object/color');
    const failing = page.locator('#body-tree .fail');
    expect(await failing.count()).toBeGreaterThanOrEqual(1);
    expect(await failing.first().getAttribute('data-path')).toBe('/data/object/color');
    expect(await failing.first().textContent()).toContain('must be a hex color starting with #');
    await saveScreenshot(page, 'inspector-invalid.png', { folder: 'inspector', docs: true });

    // The wrong signature.
    await page.locator('#deliveries li[data-status="401"]').click();
    await expect.poll(() => page.locator('#check-signature').textContent()).toContain('✗ failed');

    // A valid one: verified, then copy as curl / designhooks send, replay, save as fixture.
    await page.locator('#deliveries li[data-event="comment.created"]').click();
    await expect.poll(() => page.locator('#check-signature').textContent()).toContain('✓ verified');
    expect(await page.locator('#check-schema').textContent()).toContain('✓ valid');
    await page.locator('#action-curl').click();
    await expect
      .poll(() => page.locator('#command-output').textContent())
      .toContain(`curl -sS -X POST ${listener.webhookUrl}`);
    expect(await page.locator('#command-output').textContent()).toMatch(
      /-H 'Abstract-Webhooks-Signature: [0-9a-f]{64}'/,
    );
    await page.locator('#action-send').click();
    await expect
      .poll(() => page.locator('#command-output').textContent())
      .toContain('designhooks send comment.created');
    expect(await page.locator('#command-output').textContent()).toContain(
      '&& DESIGNHOOKS_SECRET="$SIGNING_KEY" designhooks send',
    );
    expect(await page.locator('#command-output').textContent()).not.toContain('--secret');
    await saveScreenshot(page, 'inspector.png', { folder: 'inspector', docs: true });

    await page.locator('#action-replay').click();
    await page.locator('#deliveries li [data-mark="replay"]').waitFor();
    expect(await page.locator('#deliveries li').count()).toBe(5);
    expect(await page.locator('#deliveries li').first().getAttribute('data-event')).toBe(
      'comment.created',
    );
    await expect
      .poll(() => page.locator('#toast').textContent())
      .toContain('Replayed comment.created: answered 200');

    await page.locator('#fixture-name').fill('comment-with-escapes');
    await page.locator('#action-fixture').click();
    await expect.poll(() => page.locator('#toast').textContent()).toContain('Saved');
    expect(existsSync(join(stateDir, 'fixtures', 'comment-with-escapes.json'))).toBe(true);

    // Filters.
    await page.locator('#filter-status').selectOption('invalid');
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(1);
    await page.locator('#filter-status').selectOption('');
    await page.locator('#filter-event').selectOption('comment.created');
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(2);
    await page.locator('#filter-event').selectOption('');
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(5);
    expect(consoleErrors).toEqual([]);
  });

  it("counts in the tab's title what arrived while the tab was hidden, until it is shown", async () => {
    const visibility = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    expect(await page.title()).toBe('designhooks inspector');
    await visibility(true);
    expect(await send(readFixture('branch.updated'))).toBe(200);
    expect(await send(readFixture('comment.deleted'), 'wrong-key')).toBe(401);
    await expect.poll(() => page.title()).toBe('(2, 1 refused) designhooks inspector');
    await visibility(false);
    expect(await page.title()).toBe('designhooks inspector');
    // seen while visible: nothing counted
    expect(await send(readFixture('commits.created'))).toBe(200);
    await page.locator('#deliveries li[data-event="commits.created"]').waitFor();
    expect(await page.title()).toBe('designhooks inspector');
  });

  it('lists the deliveries the harness sent in the second tab', async () => {
    const sent = await runCli(
      ['send', 'project.created', '--url', listener.webhookUrl, '--allow-http', '--secret', SECRET],
      { stateDir },
    );
    expect(sent.code).toBe(0);
    await page.locator('#deliveries li[data-event="project.created"]').waitFor();
    await page.locator('#tab-sent').click();
    await page.locator('#sent-table tbody tr').first().waitFor();
    expect(await page.locator('#received-pane').isVisible()).toBe(false);
    const row = await page.locator('#sent-table tbody tr').first().textContent();
    expect(row).toContain('project.created');
    expect(row).toContain(listener.webhookUrl);
    // The Status cell itself: the row's URL has a port, whose digits may contain 200.
    expect(
      await page.locator('#sent-table tbody tr').first().locator('td').nth(3).textContent(),
    ).toBe('200');
    await saveScreenshot(page, 'inspector-sent.png', { folder: 'inspector', docs: true });
    // While the tab is open, what another terminal sends appears without Refresh.
    const rows = await page.locator('#sent-table tbody tr').count();
    const again = await runCli(
      ['send', 'comment.created', '--url', listener.webhookUrl, '--allow-http', '--secret', SECRET],
      { stateDir },
    );
    expect(again.code).toBe(0);
    await expect
      .poll(() => page.locator('#sent-table tbody tr').count(), { timeout: 10_000 })
      .toBe(rows + 1);
    expect(await page.locator('#sent-table tbody tr').first().textContent()).toContain(
      'comment.created',
    );
    // an attempt answered in front of the receiver's code says by whom, in check's words
    const wall = await fixedAnswerServer(
      401,
      { 'content-type': 'text/html' },
      '<title>Authentication Required</title><a href="https://vercel.com/sso-api">Log in</a>',
    );
    const wallUrl = wall.url('/api/webhooks');
    try {
      const walled = await runCli(
        ['send', 'project.updated', '--url', wallUrl, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(walled.code).toBe(1);
    } finally {
      await wall.close();
    }
    await expect
      .poll(() => page.locator('#sent-table tbody tr').first().textContent(), { timeout: 10_000 })
      .toContain("failed: from Vercel's Deployment Protection (its sign-in wall)");
    await page.locator('#tab-received').click();
  });
});
