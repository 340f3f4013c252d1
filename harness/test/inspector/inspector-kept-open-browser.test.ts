import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import {
  closedLoopbackPort,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
} from '@designhooks/test-support';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../src/delivery/deliver.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import type { ListenerOptions, RunningListener } from '../../src/listener/start-listener.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { startTestListener } from '../helpers/test-listener.ts';

// An inspector tab kept open all day: its listener is stopped and started again, as a person does
// to change a flag, and the deliveries keep coming. The page reconnects, shows the new listener's
// settings and deliveries, and its list stays bounded.
const SECRET = 'reconnect-key';
const stateDir = tempDir('designhooks-reconnect-');
let listener: RunningListener | undefined;
let browser: HeadlessChromium | undefined;
let page: Page;

/** A listener on `port` whose records live in the same folder each time, as after a restart. */
const listen = (port: number, options: Partial<ListenerOptions> = {}) =>
  startTestListener({ port, secret: SECRET, ...options }, stateDir);

/** The number of records the listener keeps, as its API counts them. */
async function kept(): Promise<number> {
  const answer = await fetch(`${listener!.inspectorUrl}/api/deliveries?limit=1`);
  return ((await answer.json()) as { total: number }).total;
}

/** Delivers the bodies, signed, 20 at a time. */
async function deliverAll(bodies: Buffer[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 20)
    await Promise.all(
      bodies.slice(i, i + 20).map((body) =>
        deliver({
          url: new URL(listener!.webhookUrl),
          body,
          secret: SECRET,
          policy: { ...defaultRetryPolicy, retries: 0 },
        }),
      ),
    );
}

async function send(event: string): Promise<void> {
  const result = await deliver({
    url: new URL(listener!.webhookUrl),
    body: readFixture(event),
    secret: SECRET,
    policy: { ...defaultRetryPolicy, retries: 0 },
  });
  expect(result.attempts[0]?.response?.status).toBeDefined();
}

describe.skipIf(!hasChromium)('an inspector tab kept open (headless Chromium)', () => {
  beforeAll(async () => {
    listener = await listen(0);
    browser = await launchChromium({ width: 1280, height: 900 });
    ({ page } = browser);
  });
  afterAll(async () => {
    await browser?.close();
    await listener?.close();
  });

  it('reconnects, reads the new flags and lists what arrived while it was down', async () => {
    await page.goto(listener!.inspectorUrl!);
    await page.locator('body[data-ready="true"]').waitFor();
    await expect.poll(() => page.locator('#live').getAttribute('data-state')).toBe('live');
    expect(await page.locator('#forward-info').isVisible()).toBe(false);
    await send('project.updated');
    await page.locator('#deliveries li[data-event="project.updated"]').click();
    await page.locator('#action-replay').waitFor();
    expect(await page.locator('#action-replay-forward').count()).toBe(0);

    const port = Number(new URL(listener!.webhookUrl).port);
    await listener!.close();
    await expect.poll(() => page.locator('#live').getAttribute('data-state')).toBe('offline');

    // Started again on the same port, now forwarding to an app (a closed loopback port) and on
    // another path; a delivery arrives before the page has reconnected.
    const app = `http://127.0.0.1:${await closedLoopbackPort()}/app`;
    listener = await listen(port, { path: '/hooks', forwardTo: app });
    await send('comment.created');
    await expect
      .poll(() => page.locator('#live').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('live');
    await expect.poll(() => page.locator('#webhook-url').textContent()).toBe(listener.webhookUrl);
    expect(listener.webhookUrl).toMatch(/\/hooks$/);
    await expect.poll(() => page.locator('#forward-info').isVisible()).toBe(true);
    expect(await page.locator('#forward-url').textContent()).toBe(app);
    await page.locator('#deliveries li[data-event="comment.created"]').waitFor();
    // The record still open is drawn again with the app it can now be replayed to.
    await page.locator('#action-replay-forward').waitFor();
    expect(await page.locator('#detail-event').textContent()).toBe('project.updated');
  });

  it('holds at most 500 rows and 100 event names however many deliveries arrive, and counts what is kept', async () => {
    // Each with an event name of its own, as a flood of made-up names would come; the first one
    // 300 characters long.
    const name = (i: number) => `made.up${i}${i === 0 ? 'o'.repeat(300) : ''}`;
    const bodies = Array.from({ length: 520 }, (_, i) =>
      Buffer.from(
        readFixture('project.created')
          .toString()
          .replace('"project.created"', `"${name(i)}"`),
      ),
    );
    await deliverAll(bodies);
    await expect
      .poll(async () => Number(await page.locator('#received-count').textContent()), {
        timeout: 15_000,
      })
      .toBe(await kept());
    expect(await kept()).toBeGreaterThan(520); // the listener keeps 2,000: the page shows 500
    expect(await page.locator('#deliveries li').count()).toBe(500);
    // The Event filter keeps 'all events', the ten, '(none)' and the first 88 names seen: 100.
    expect(await page.locator('#filter-event option').count()).toBe(100);
    // The rows are the newest ones: the oldest, first seen in the first test, has gone.
    expect(await page.locator('#deliveries li[data-event="project.updated"]').count()).toBe(0);
    // The long name among them does not widen the toolbar past its pane, nor off its one row.
    expect(await page.locator(`#filter-event option[value="${name(0)}"]`).count()).toBe(1);
    const [wide, room] = await page
      .locator('#filters')
      .evaluate((form) => [form.scrollWidth, form.clientWidth]);
    expect(wide).toBeLessThanOrEqual(room!);
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    expect(Math.abs((await top('#help-open')) - (await top('#filter-event')))).toBeLessThan(10);
  });

  it('drops the rows retention dropped, and counts what is kept', async () => {
    // Restarted keeping at most 200 records (the file is trimmed at open), then more arrive and
    // retention trims again: the page's rows and count follow what the listener keeps.
    const port = Number(new URL(listener!.webhookUrl).port);
    await listener!.close();
    listener = await listen(port, { retention: { maxRecords: 200, maxBytes: 256 * 1024 * 1024 } });
    await expect
      .poll(() => page.locator('#live').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('live');
    await expect.poll(() => page.locator('#deliveries li').count()).toBe(200);
    await deliverAll(Array.from({ length: 30 }, () => readFixture('comment.created')));
    // 230 at most before a trim (10% over the limit), so it trimmed once: back to 200, then on
    const rows = () => page.locator('#deliveries li').count();
    expect(await kept()).toBeLessThan(230);
    await expect.poll(async () => (await rows()) - (await kept())).toBe(0);
    expect(Number(await page.locator('#received-count').textContent())).toBe(await kept());
    // every row left opens
    await page.locator('#deliveries li').last().click();
    await page.locator('#action-replay').waitFor();
  });

  it('keeps a delivery with long names, query and headers within the detail pane', async () => {
    // What a stranger may post to a public tunnel: every string here is the sender's choice.
    const url = `${listener!.webhookUrl}?${'q'.repeat(300)}`;
    const body = JSON.stringify({
      createdAt: '2026-01-01T00:00:00Z',
      event: `${'z'.repeat(300)}.x`,
      data: { object: {} },
    });
    const sent = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'abstract-webhooks-signature': sign(body, SECRET),
        'x-long-value': 'v'.repeat(500),
        [`x-${'n'.repeat(150)}`]: '1',
      },
      body,
    });
    expect(sent.status).toBe(200); // an unknown event name, acknowledged
    const row = page.locator('#deliveries li[data-event^="zzz"]');
    await row.click();
    await expect.poll(() => page.locator('#detail-event').textContent()).toMatch(/^z{300}\.x$/);
    const [wide, room] = await page
      .locator('#detail')
      .evaluate((detail) => [detail.scrollWidth, detail.clientWidth]);
    expect(wide).toBeLessThanOrEqual(room!);
    // the long header's value is on screen, beside its name
    const value = page.locator('#detail table.kv td', { hasText: /^v{20}/ });
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  });
});
