import { join } from 'node:path';
import { readFixture } from '@designhooks/schemas';
import type { Page } from 'playwright-core';
import {
  CHROMIUM,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
  saveScreenshot,
} from '@designhooks/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../src/delivery/deliver.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { createDeliveryCheck } from '../../src/listener/receive/create-delivery-check.ts';
import { startListener, type RunningListener } from '../../src/listener/start-listener.ts';
import { tempDir } from '../helpers/run-cli.ts';

// Drift in the inspector, in Debian's headless Chromium (apt-get install -y chromium), driven by
// playwright-core: a delivery the schema accepts but the contract does not fully know shows its
// drifted paths beside the validation result, and a drift badge in the list.
if (!hasChromium)
  console.warn(
    `inspector drift browser test skipped: ${CHROMIUM} not found (install it with: apt-get install -y chromium)`,
  );

const SECRET = 'drift-key';
let listener: RunningListener;
let page: Page;
let browser: HeadlessChromium | undefined;
const stateDir = tempDir('designhooks-drift-browser-');

async function send(body: Buffer): Promise<number | undefined> {
  const result = await deliver({
    url: new URL(listener.webhookUrl),
    body,
    secret: SECRET,
    policy: { ...defaultRetryPolicy, retries: 0 },
  });
  return result.attempts[0]?.response?.status;
}

describe.skipIf(!hasChromium)('inspector shows drift in headless Chromium', () => {
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
    });
    browser = await launchChromium({ width: 1280, height: 900 });
    ({ page } = browser);
  });
  afterAll(async () => {
    await browser?.close();
    await listener?.close();
  });

  it('marks a drifted delivery in the list and lists its paths and values beside "valid"', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(listener.inspectorUrl!);
    await page.locator('body[data-ready="true"]').waitFor();

    const drifted = JSON.parse(readFixture('branch.statusUpdated.status-unknown').toString('utf8'));
    drifted.data.object.mergeRequestUrl = '<a href="x">';
    expect(await send(Buffer.from(JSON.stringify(drifted)))).toBe(200);
    expect(await send(readFixture('project.updated'))).toBe(200);
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(2);

    const plain = page.locator('#deliveries li[data-event="project.updated"]');
    expect(await plain.locator('[data-mark="drift"]').count()).toBe(0);
    const row = page.locator('#deliveries li[data-event="branch.statusUpdated"]');
    expect(await row.locator('[data-mark="drift"]').textContent()).toBe('⚠ drift (2)');
    expect(await row.locator('[data-mark="schema"]').textContent()).toBe('✓ schema');

    await row.click();
    await page.locator('#validation-drift').waitFor();
    const schema = (await page.locator('#check-schema').textContent()) ?? '';
    expect(schema).toContain('✓ valid');
    expect(schema).toContain('⚠ drift: 2 paths the contract does not know');
    const items = await page.locator('#validation-drift li').allTextContents();
    expect(items).toEqual([
      '/data/object/mergeRequestUrl unknown-field = "<a href=\\"x\\">"',
      '/data/object/status unknown-value = "closed"',
    ]);
    // Text from the body stays text: no element was made from it.
    expect(await page.locator('#validation-drift a').count()).toBe(0);

    await plain.click();
    await expect.poll(() => page.locator('#detail-event').textContent()).toBe('project.updated');
    expect(await page.locator('#validation-drift').count()).toBe(0);
    expect(await page.locator('#check-schema').textContent()).toBe('✓ valid');

    // The drift filter, in the page and in the API.
    await page.locator('#filter-status').selectOption('drifted');
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(1);
    expect(await page.locator('#deliveries li').first().getAttribute('data-event')).toBe(
      'branch.statusUpdated',
    );
    const api = (await (
      await fetch(new URL('/api/deliveries?status=drifted', listener.inspectorUrl!))
    ).json()) as { deliveries: { event: string }[] };
    expect(api.deliveries.map((d) => d.event)).toEqual(['branch.statusUpdated']);
    await page.locator('#filter-status').selectOption('');

    await row.click();
    await page.locator('#validation-drift').waitFor();
    await saveScreenshot(page, 'inspector-drift.png', { folder: 'inspector' });
    expect(errors).toEqual([]);
  });
});
