import { verifySignature } from '@designhooks/receiver';
import type { BrowserContext, Page } from 'playwright-core';
import {
  CHROMIUM,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
  saveScreenshot,
} from '@designhooks/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { startServeServer, type RunningServeServer } from '../../src/serve/start-serve-server.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { headerPairs, tempDir } from '../helpers/run-cli.ts';

// Drives Debian's headless Chromium (apt-get install -y chromium) with playwright-core, as the inspector's test does.
if (!hasChromium)
  console.warn(
    `settings page browser test skipped: ${CHROMIUM} not found (install it with: apt-get install -y chromium)`,
  );

let receiver: TestReceiver;
let store: Store;
let server: RunningServeServer;
let context: BrowserContext;
let page: Page;
let browser: HeadlessChromium | undefined;

describe.skipIf(!hasChromium)('the Integrations settings page in headless Chromium', () => {
  beforeAll(async () => {
    receiver = await startReceiver();
    receiver.behave(() => ({
      kind: 'respond',
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"ok":true}',
    }));
    store = openStore(tempDir('designhooks-serve-browser-'));
    server = await startServeServer({
      store,
      port: 0,
      host: '127.0.0.1',
      settings: {
        policy: { ...defaultRetryPolicy, retries: 0 },
        tls: loadTls({ ca: receiver.caFile }),
      },
    });
    browser = await launchChromium({ width: 1280, height: 860 });
    ({ context, page } = browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    store?.close();
    await receiver?.close();
  });

  it('adds a webhook through the form, shows the key once, tests it, opens the attempt, deletes it; never shows the token', async () => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(server.pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    expect(page.url()).toBe(`${server.url}/`); // the fragment with the token is gone from the address bar
    expect(await page.locator('#org').textContent()).toBe(server.organizationId);
    expect(await page.locator('#empty').isVisible()).toBe(true);

    // Add Webhook: the rules are checked beside their fields
    await page.click('#add-webhook');
    await page.fill('#url', 'http://example.test/hooks');
    await page.click('#save');
    expect(await page.locator('#url-error').textContent()).toMatch(/HTTPS/);
    expect(await page.locator('#events-error').textContent()).toBe('Select at least one event.');
    await page.fill('#url', receiver.url);
    await page.click('#generate-key');
    const key = await page.inputValue('#key');
    expect(key).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.check('input[name="event"][value="project.updated"]');
    await page.check('input[name="event"][value="comment.created"]');
    expect(await page.locator('#url-error').isVisible()).toBe(false); // fixed fields lose their error
    expect(await page.locator('#events-error').isVisible()).toBe(false);
    await saveScreenshot(page, 'serve-add-webhook.png', { folder: 'serve', docs: true });
    await page.click('#save');

    // the key, once
    await page.locator('#key-once').waitFor();
    expect(await page.locator('#key-value').textContent()).toBe(key);
    const [webhook] = store.webhooks.list();
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['project.updated', 'comment.created'],
      hasSigningKey: true,
    });
    expect(store.webhooks.signingKey(webhook!.id)).toBe(key);
    await saveScreenshot(page, 'serve-key-once.png', { folder: 'serve', docs: true });

    // reload: still signed in (this tab's session), the key is gone for good, the token never shown
    await page.reload();
    await page.locator('body[data-ready="true"]').waitFor();
    expect(await page.locator('#key-once').isVisible()).toBe(false);
    const html = await page.content();
    expect(html).not.toContain(key);
    expect(html).not.toContain(server.token);
    expect(await page.locator(`#webhooks li[data-id="${webhook!.id}"]`).count()).toBe(1);

    // test it, open the attempt: request and response in full
    await page.click(`#webhooks li[data-id="${webhook!.id}"]`);
    await page.locator('#no-attempts').waitFor(); // loaded: none yet
    await page.click('#test-webhook');
    await page.locator('#attempts tbody tr').first().waitFor();
    expect(receiver.requests).toHaveLength(1);
    const sent = receiver.requests[0]!;
    const signature = headerPairs(sent.rawHeaders).find(
      ([name]) => name === 'Abstract-Webhooks-Signature',
    )?.[1];
    expect(verifySignature(sent.body, signature, key)).toBe(true);
    await page.click('#attempts tbody tr');
    await page.locator('#attempt').waitFor();
    expect(await page.locator('#attempt-request-headers').textContent()).toContain(
      `Abstract-Webhooks-Signature: ${signature}`,
    );
    expect(JSON.parse((await page.locator('#attempt-request-body').textContent()) ?? '')).toEqual(
      JSON.parse(sent.body.toString()),
    );
    expect(await page.locator('#attempt-response-body').textContent()).toBe('{\n  "ok": true\n}');
    expect(await page.locator('#attempt .status').first().textContent()).toBe('200');
    await saveScreenshot(page, 'serve-attempt.png', { folder: 'serve', docs: true });
    await page.click('#redeliver');
    await expect.poll(() => page.locator('#attempts tbody tr').count()).toBe(2);
    expect(await page.locator('#attempts tbody tr').first().textContent()).toContain(
      '(redelivery)',
    );
    expect(receiver.requests[1]!.body.equals(sent.body)).toBe(true);

    // an attempt still waiting for its answer (its row is written before the request goes out)
    // reads "pending", in the amber of a status that is not a failure
    const [latest] = store.deliveries.list({ webhookId: webhook!.id });
    const { id, groupId, response, durationMs, error, verdict, retryDelayMs, reason, ...sending } =
      latest!;
    store.deliveries.begin({ ...sending, attempt: 1, time: new Date().toISOString() });
    await page.click('#refresh-attempts');
    await expect.poll(() => page.locator('#attempts tbody tr').count()).toBe(3);
    const inFlight = page.locator('#attempts tbody tr .status').first();
    expect(await inFlight.textContent()).toBe('pending');
    expect(await inFlight.getAttribute('class')).toBe('status warn');

    // edit it: the key field starts empty, and left empty the key is kept
    await page.click('#edit-webhook');
    expect(await page.inputValue('#key')).toBe('');
    expect(await page.inputValue('#url')).toBe(receiver.url);
    await page.uncheck('input[name="event"][value="comment.created"]');
    await page.click('#save');
    await page.locator('#webhook').waitFor();
    expect(await page.locator('#webhook-events .chip').allTextContents()).toEqual([
      'project.updated',
    ]);
    expect(await page.locator('#key-once').isVisible()).toBe(false);
    expect(store.webhooks.signingKey(webhook!.id)).toBe(key);

    // delete it, with confirmation
    await page.click('#delete-webhook');
    await page.locator('#confirm-delete[open]').waitFor();
    expect(await page.locator('#confirm-url').textContent()).toBe(receiver.url);
    await page.click('#confirm-delete-yes');
    await page.locator('#empty').waitFor();
    expect(store.webhooks.list()).toEqual([]);

    expect(problems).toEqual([]);
    expect(requested.every((url) => url.startsWith(`${server.url}/`))).toBe(true); // nothing from other origins
  });

  it('without the token in the address, says to open the URL serve printed', async () => {
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/`); // a new tab: its sessionStorage holds no token
    await fresh.locator('body[data-ready="true"]').waitFor();
    expect(await fresh.locator('#no-token').isVisible()).toBe(true);
    await fresh.close();
  });
});
