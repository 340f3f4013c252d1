import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../src/delivery/deliver.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { listenServer } from '../../src/local-server/listen-server.ts';
import { createDeliveryCheck } from '../../src/listener/receive/create-delivery-check.ts';
import { startListener, type RunningListener } from '../../src/listener/start-listener.ts';
import {
  CHROMIUM,
  hasChromium,
  launchChromium,
  type HeadlessChromium,
  saveScreenshot,
} from '@designhooks/test-support';
import { tempDir } from '../helpers/run-cli.ts';
import { testRecord } from '../helpers/test-record.ts';

// Issue 27: edit and replay, diff, search and the keyboard, driven in Debian's headless
// Chromium (playwright-core), the controls found by their accessible names.
if (!hasChromium)
  console.warn(
    `inspector workflow browser test skipped: ${CHROMIUM} not found (apt-get install -y chromium)`,
  );

const SECRET = 'workflow-key';

let listener: RunningListener;
let browser: HeadlessChromium | undefined;
let page: Page;
let app: Server;
let appPort: number;
/** What the app behind --forward-to received, in order. */
const received: Array<{ body: Buffer; signature: string | undefined }> = [];
/** While true, the app answers 503 to everything (it is down). */
let appDown = false;
const pageErrors: string[] = [];

async function send(body: Buffer, secret = SECRET): Promise<number | undefined> {
  const result = await deliver({
    url: new URL(listener.webhookUrl),
    body,
    secret,
    policy: { ...defaultRetryPolicy, retries: 0 },
  });
  return result.attempts[0]?.response?.status;
}

async function openInspector(): Promise<void> {
  await page.goto(listener.inspectorUrl!);
  await page.locator('body[data-ready="true"]').waitFor();
}

const list = () => page.getByRole('listbox', { name: 'Received deliveries' });

describe.skipIf(!hasChromium)('inspector workflows in headless Chromium', () => {
  beforeAll(async () => {
    const dir = tempDir('designhooks-workflows-');
    app = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        received.push({
          body,
          signature: req.headers['abstract-webhooks-signature'] as string | undefined,
        });
        if (appDown) return void res.writeHead(503).end('down');
        // an app that hashes a re-serialised body: it refuses what the listener verified
        if (body.includes('Refused by the app'))
          return void res.writeHead(401).end('bad signature');
        if (body.includes('Behind a fallback'))
          // a single-page app's fallback route ahead of the webhook route
          return void res
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<!doctype html><html><head><title>Acme</title></head><body></body></html>');
        if (body.includes('Guarded by CSRF'))
          // the page Django answers a POST without its CSRF token
          return void res
            .writeHead(403, { 'content-type': 'text/html' })
            .end('<h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>');
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    appPort = await listenServer(app, 0, '127.0.0.1');
    listener = await startListener({
      port: 0,
      host: '127.0.0.1',
      path: '/webhooks',
      service: 'Abstract',
      secretSet: true,
      secret: SECRET,
      check: createDeliveryCheck({ secret: SECRET, service: 'Abstract' }),
      routes: [
        { event: 'project.*', url: `http://127.0.0.1:${appPort}/projects` },
        { event: '*', url: `http://127.0.0.1:${appPort}/hooks` },
      ],
      forwardTo: `http://127.0.0.1:${appPort}/hooks`,
      storeFile: join(dir, 'received.jsonl'),
      retention: { maxRecords: 20_000, maxBytes: 256 * 1024 * 1024 },
      fixturesDir: join(dir, 'fixtures'),
    });
    browser = await launchChromium({ width: 1280, height: 900 });
    page = browser.page;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
  });
  afterAll(async () => {
    await browser?.close();
    await listener?.close();
    app?.close();
  });

  it("says when the app's answer came from in front of its code (its CSRF protection)", async () => {
    await openInspector();
    const body = JSON.parse(readFixture('branch.created').toString('utf8'));
    body.data.object.name = 'Guarded by CSRF';
    expect(await send(Buffer.from(JSON.stringify(body)))).toBe(403);
    const row = list().getByRole('option').first();
    await row.waitFor();
    await row.click();
    await expect.poll(() => page.locator('#forward-status').textContent()).toBe('403');
    expect(await page.locator('#forward-in-front').textContent()).toBe(
      'From the framework\'s CSRF protection, not the app\'s code: a delivery carries no CSRF token: exempt the webhook route (the signature authenticates it), see docs/check.md "CSRF protection"',
    );
  });

  it('says when the app refused a delivery whose signature verified here, and how to find why', async () => {
    await openInspector();
    const body = JSON.parse(readFixture('branch.created').toString('utf8'));
    body.data.object.name = 'Refused by the app';
    expect(await send(Buffer.from(JSON.stringify(body)))).toBe(401);
    const row = list().getByRole('option').first();
    await row.waitFor();
    await row.click();
    await expect.poll(() => page.locator('#forward-status').textContent()).toBe('401');
    expect(await page.locator('#forward-refused-verified').textContent()).toBe(
      `The signature of these bytes verified here, and the app got the same bytes and header: it checks another key than the listener's --secret, writes its digest otherwise than as 64 lower-case hex digits, or hashes a parsed and re-serialised body instead of the raw bytes. designhooks check http://127.0.0.1:${appPort}/hooks --allow-http --secret-file <key file> names which.`,
    );
    // the CSRF page's 403 came from in front of the app's code: no such note there
    await list().getByRole('option').nth(1).click();
    await expect.poll(() => page.locator('#forward-in-front').count()).toBe(1);
    expect(await page.locator('#forward-refused-verified').count()).toBe(0);
  });

  it('says when the app answered with an HTML page: its catch-all route may have taken the delivery', async () => {
    await openInspector();
    const options = list().getByRole('option');
    // send, then open the new first row once the list shows it (it comes over the event stream)
    const sendAndOpen = async (body: Buffer) => {
      const before = await options.count();
      expect(await send(body)).toBe(200);
      await expect.poll(() => options.count()).toBe(before + 1);
      await options.first().click();
      await expect.poll(() => page.locator('#forward-status').textContent()).toBe('200');
    };
    const body = JSON.parse(readFixture('branch.created').toString('utf8'));
    body.data.object.name = 'Behind a fallback';
    await sendAndOpen(Buffer.from(JSON.stringify(body)));
    await expect
      .poll(() => page.locator('#forward-html-page').textContent())
      .toBe(
        `The app answered with an HTML page: if its catch-all route (an index.html fallback) answered, its webhook route never ran. designhooks check http://127.0.0.1:${appPort}/hooks --allow-http tells.`,
      );
    // a JSON answer gets no such note
    await sendAndOpen(readFixture('branch.created'));
    await expect.poll(() => page.locator('#forward-html-page').count()).toBe(0);
  });

  it('replays to the app what it missed while it was down, once each, from the header', async () => {
    await openInspector();
    const missedBefore = async () =>
      (
        (await (await fetch(`${listener.inspectorUrl}/api/replay-failed`)).json()) as {
          count: number;
        }
      ).count;
    const before = await missedBefore(); // the CSRF-guarded body above, which the app refuses
    appDown = true;
    const bodies = [readFixture('project.updated'), readFixture('comment.created')];
    for (const body of [...bodies, bodies[0]!]) expect(await send(body)).toBe(503); // one retried
    appDown = false;
    const button = page.getByRole('button', { name: /^Replay \d+ missed to app$/ });
    await expect.poll(() => button.textContent()).toBe(`Replay ${before + 2} missed to app`);
    const arrivedBefore = received.length;
    await button.click();
    await expect
      .poll(() => page.locator('#toast').textContent())
      .toBe(
        `Replayed ${before + 2} to the app: 2 taken${before ? `, ${before} missed again` : ''}`,
      );
    const replayed = received.slice(arrivedBefore).map((r) => r.body.toString());
    for (const body of bodies)
      expect(replayed.filter((b) => b === body.toString())).toHaveLength(1);
    if (before === 0) await expect.poll(() => button.isHidden()).toBe(true);
    else await expect.poll(() => button.textContent()).toBe(`Replay ${before} missed to app`);
    expect(pageErrors).toEqual([]);
  });

  it('edits a body: inline parse error, live verdict, replay re-signed to the app, or with the original signature', async () => {
    await openInspector();
    expect(await send(readFixture('project.updated'))).toBe(200);
    const row = list().getByRole('option').first();
    await row.waitFor();
    await row.click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Body JSON' });
    await expect.poll(() => editor.inputValue()).toContain('"event": "project.updated"');
    const original = JSON.parse(readFixture('project.updated').toString('utf8'));

    await editor.fill('{"event": "project.updated", ');
    await expect
      .poll(() => page.locator('#editor-error').textContent())
      .toMatch(/Not valid JSON: .*line 1 column/);
    expect(await page.getByRole('button', { name: 'Replay edited' }).isDisabled()).toBe(true);

    const invalid = structuredClone(original);
    invalid.data.object.color = 'red';
    await editor.fill(JSON.stringify(invalid, null, 2));
    await expect.poll(() => page.locator('#editor-verdict').textContent()).toContain('✗ invalid');
    expect(await page.locator('#editor-verdict').textContent()).toContain('/data/object/color');
    expect(await page.locator('#editor-error').isVisible()).toBe(false);
    await saveScreenshot(page, 'inspector-edit.png', { folder: 'inspector', docs: true });

    const fixed = structuredClone(original);
    fixed.data.object.name = 'Edited in the inspector';
    const text = JSON.stringify(fixed, null, 2);
    await editor.fill(text);
    await expect.poll(() => page.locator('#editor-verdict').textContent()).toContain('✓ valid');
    await page.getByRole('combobox', { name: 'Send to' }).selectOption('forward');
    const before = received.length;
    await page.getByRole('button', { name: 'Replay edited' }).click();
    await expect.poll(() => received.length).toBe(before + 1);
    const got = received.at(-1)!;
    expect(got.body.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(got.signature).toBe(sign(got.body, SECRET));
    await expect.poll(() => page.locator('#detail-event').textContent()).toBe('project.updated');
    const replayed = listener.store.list({ limit: 1 })[0]!;
    expect(replayed).toMatchObject({ via: 'replay', edited: true, status: 200 });
    // routes per event: the header lists them, the replay names the one that took it
    expect(await page.locator('#forward-info').textContent()).toBe(
      `→ routes project.* → http://127.0.0.1:${appPort}/projects, * → http://127.0.0.1:${appPort}/hooks`,
    );
    await expect
      .poll(() => page.locator('#forward-route').textContent())
      .toContain(`route project.* → POST http://127.0.0.1:${appPort}/projects`);
    expect(await page.locator('#forward-status').textContent()).toBe('200');
    await saveScreenshot(page, 'inspector-routes.png', { folder: 'inspector', docs: true });
    expect(replayed.replayOf).toBe(listener.store.list()[1]!.id);

    // The original signature on purpose: the listener rejects the edited bytes with 401.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await editor.fill(
      JSON.stringify({ ...fixed, data: { object: { ...fixed.data.object, name: 'Tampered' } } }),
    );
    await page.getByLabel('Keep the original signature (to test a rejection)').check();
    await page.getByRole('combobox', { name: 'Send to' }).selectOption('listener');
    await page.getByRole('button', { name: 'Replay edited' }).click();
    await expect.poll(() => listener.store.list({ limit: 1 })[0]?.status).toBe(401);
    expect(listener.store.list({ limit: 1 })[0]).toMatchObject({
      edited: true,
      signature: { status: 'failed' },
    });
    expect(pageErrors).toEqual([]);
  });

  it('diffs two deliveries by their paths and headers, and a delivery against its fixture', async () => {
    await openInspector();
    const variant = JSON.parse(readFixture('project.updated').toString('utf8'));
    variant.data.object.name = 'Renamed project';
    delete variant.data.object.color;
    expect(await send(Buffer.from(JSON.stringify(variant)))).toBe(200);
    expect(await send(readFixture('project.updated'))).toBe(200);
    await expect.poll(() => list().getByRole('option').count()).toBeGreaterThanOrEqual(2);
    const rows = list().getByRole('option');
    await rows.nth(0).click();
    await page.getByRole('button', { name: 'Mark for diff' }).click();
    await rows.nth(1).click();
    await page.getByRole('button', { name: 'Mark for diff' }).click(); // two marked: the diff opens
    await page.getByRole('button', { name: 'Diff', exact: true }).click(); // and the Diff button too
    const body = page.getByRole('table', { name: 'Body differences' });
    await body.waitFor();
    const lines = await body.locator('tbody tr').allTextContents();
    expect(lines.find((l) => l.startsWith('/data/object/name'))).toContain('"Renamed project"');
    expect(lines.find((l) => l.startsWith('/data/object/color'))).toMatch(
      /^\/data\/object\/colorremoved"#[0-9A-Fa-f]+"—$/,
    );
    const headers = await page.getByRole('table', { name: 'Header differences' }).textContent();
    expect(headers).toContain('Abstract-Webhooks-Signature');
    await page.getByRole('button', { name: 'Raw bytes diff' }).click();
    expect(await page.locator('#diff-raw mark').count()).toBe(2);
    await saveScreenshot(page, 'inspector-diff.png', { folder: 'inspector', docs: true });

    // One click: what is different from the event's canonical fixture?
    await rows.nth(0).click();
    await page.getByRole('button', { name: 'Diff with fixture' }).click();
    await expect.poll(() => page.locator('#diff-same').textContent()).toContain('same JSON value');
    await rows.nth(1).click();
    await page.getByRole('button', { name: 'Diff with fixture' }).click();
    await expect
      .poll(() => page.locator('#diff-body').textContent())
      .toContain('/data/object/name');
    expect(pageErrors).toEqual([]);
  });

  it('the whole flow by keyboard alone: move, open, edit, replay, mark two, diff, help', async () => {
    await openInspector();
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.id ||
          document.activeElement?.getAttribute('data-id') ||
          document.activeElement?.tagName,
      );
    await page.keyboard.press('j');
    const first = await list().getByRole('option').first().getAttribute('data-id');
    await expect.poll(focused).toBe(first);
    expect(await list().getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    // the focused row is visibly outlined
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe(
      'solid',
    );
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect.poll(focused).toBe(first);
    // the arrows too, while the list has focus; Enter opens the focused row
    const second = await list().getByRole('option').nth(1).getAttribute('data-id');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(second);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(first);
    await list().getByRole('option').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => list().getByRole('option').nth(1).getAttribute('aria-selected'))
      .toBe('true');
    await list().getByRole('option').first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => list().getByRole('option').first().getAttribute('aria-selected'))
      .toBe('true');
    await page.locator('#detail-event').waitFor();
    const replays = listener.store.list().length;
    await page.keyboard.press('r');
    await expect.poll(() => listener.store.list().length).toBe(replays + 1);
    expect(listener.store.list({ limit: 1 })[0]).toMatchObject({ via: 'replay', replayOf: first });

    await page.keyboard.press('e');
    await expect.poll(focused).toBe('editor-body');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    for (let i = 0; i < 12 && (await focused()) !== 'action-replay-edited'; i++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('action-replay-edited');
    const before = listener.store.list().length;
    await page.keyboard.press('Enter');
    await expect.poll(() => listener.store.list().length).toBe(before + 1);
    expect(listener.store.list({ limit: 1 })[0]).toMatchObject({
      edited: true,
      status: 200,
      signature: { status: 'verified' },
    });

    await page.keyboard.press('Escape');
    await page.locator('body').focus();
    await expect.poll(focused).not.toBe('editor-body');
    // d marks the selected row; j (k at the list's end) moves to another, once it shows, d again
    const selected = () => list().locator('[aria-selected="true"]').getAttribute('data-id');
    await page.keyboard.press('d');
    const from = await selected();
    const ids = await list()
      .getByRole('option')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    await page.keyboard.press(ids.indexOf(from) < ids.length - 1 ? 'j' : 'k');
    await expect.poll(selected).not.toBe(from);
    await page.keyboard.press('d');
    await page
      .getByRole('table', { name: 'Body differences' })
      .or(page.locator('#diff-same'))
      .waitFor();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    for (const key of ['j', 'k', '/', 'r', 'e', 'd', '?'])
      expect(await help.locator('kbd', { hasText: key }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'inspector-keys.png', { folder: 'inspector', docs: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => help.isVisible()).toBe(false);
    await page.keyboard.press('/');
    await expect.poll(focused).toBe('search');
    expect(pageErrors).toEqual([]);
  });

  it('a record that loads late never replaces the editor opened since (j then e, quickly)', async () => {
    await openInspector();
    const second = await list().getByRole('option').nth(1).getAttribute('data-id');
    // The page's answers read so far: the late one has been handled once this count grows.
    await page.evaluate(() => {
      const read = Response.prototype.json;
      const w = window as unknown as { jsonRead: number };
      w.jsonRead = 0;
      Response.prototype.json = async function (this: Response) {
        try {
          return await read.call(this);
        } finally {
          setTimeout(() => (w.jsonRead += 1)); // after the caller's own continuation
        }
      };
    });
    // Hold the first request for the second record (the list's select) until the editor is
    // open; later requests for it (the editor's) go through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    await page.route(`**/api/deliveries/${second}`, async (route) => {
      if (++requests === 1) await held;
      await route.continue();
    });
    try {
      await list().getByRole('option').first().click();
      await page.locator('#detail-event').waitFor();
      await page.keyboard.press('j'); // selects the second record: its answer is held
      await page.keyboard.press('e'); // the editor, from a second request for it
      const editor = page.getByRole('textbox', { name: 'Body JSON' });
      await editor.waitFor();
      const readBefore = await page.evaluate(
        () => (window as unknown as { jsonRead: number }).jsonRead,
      );
      release();
      await page.waitForFunction(
        (before) => (window as unknown as { jsonRead: number }).jsonRead > before,
        readBefore,
      );
      expect(requests).toBe(2);
      expect(await editor.isVisible()).toBe(true);
    } finally {
      release();
      await page.unroute(`**/api/deliveries/${second}`);
    }
    expect(pageErrors).toEqual([]);
  });

  it('every control is reached with Tab, and the focused one is outlined', async () => {
    await openInspector();
    await list().getByRole('option').first().click();
    await page.locator('#detail-event').waitFor();
    await page.locator('#search').focus();
    const wanted = ['filter-event', 'filter-status', 'help-open', 'action-replay', 'action-edit'];
    const seen = new Set<string>();
    for (let i = 0; i < 80 && !wanted.every((id) => seen.has(id)); i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: element.id || element.getAttribute('data-id') || element.tagName,
          outline: style.outlineStyle === 'none' ? null : style.outlineWidth,
        };
      });
      expect(focus.name, 'Tab left the page before reaching every control').not.toBe('BODY');
      expect(focus.outline, `${focus.name} has no visible focus`).not.toBeNull();
      seen.add(focus.name);
    }
    expect([...seen]).toEqual(expect.arrayContaining(wanted));
  });

  it('without --secret the editor offers only the original signature', async () => {
    await page.route('**/api/info', async (route) => {
      const info = await (await route.fetch()).json();
      await route.fulfill({ json: { ...info, secretSet: false } });
    });
    try {
      await openInspector();
      await list().getByRole('option').first().click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      expect(await page.getByLabel("Re-sign with the listener's secret").isDisabled()).toBe(true);
      expect(
        await page.getByLabel('Keep the original signature (to test a rejection)').isChecked(),
      ).toBe(true);
    } finally {
      await page.unroute('**/api/info');
    }
  });

  it('renders hostile bodies inert in the editor, the diff and the search results', async () => {
    const hostile = {
      createdAt: '2024-01-01T00:00:00Z',
      event: 'project.updated',
      data: {
        object: {
          objectType: 'project',
          name: '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">',
          about: '<b id="bold">bold</b> \u0000\u0001\u0007\u001b[31m\u007f',
          huge: 'z'.repeat(4 * 1024 * 1024),
        },
      },
    };
    expect(await send(Buffer.from(JSON.stringify(hostile)))).toBeDefined();
    await openInspector();
    // in double quotes, text with "=" is searched as text (not as path=value)
    await page.getByRole('searchbox', { name: 'Search' }).fill('"onerror="');
    const hit = list().getByRole('option').first();
    await hit.waitFor();
    expect(await hit.locator('mark').first().textContent()).toBe('onerror=');
    await hit.click();
    await page.locator('#body-tree mark').first().waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Body JSON' }).inputValue())
      .toContain('window.__pwned=1');
    await page.keyboard.press('Escape');
    await hit.click();
    await page.getByRole('button', { name: 'Diff with fixture' }).click();
    await expect
      .poll(() => page.locator('#diff-body').textContent())
      .toContain('/data/object/huge');
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await page.locator('img, #bold, script:not([src])').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('search finds a value deep in one body of 2,000 records, streamed from the server, highlighted', async () => {
    // the open page's live stream would get 2,000 events at once (and be dropped as too slow)
    await page.goto('about:blank');
    const needle = 'needle-7f3a9c';
    for (let i = 0; i < 2_000; i++) {
      const body = JSON.stringify({
        createdAt: '2024-01-01T00:00:00Z',
        event: 'project.updated',
        data: {
          object: {
            objectType: 'project',
            name: `project ${i}`,
            deep: { a: { b: { c: [{ d: i === 1234 ? needle : `hay ${i}` }] } } },
          },
        },
      });
      listener.store.append(
        testRecord(
          { id: `s${String(i).padStart(5, '0')}x`, receivedAt: new Date().toISOString() },
          body,
        ),
      );
    }
    await openInspector();
    await page.getByRole('searchbox', { name: 'Search' }).fill(needle);
    await expect
      .poll(() => page.locator('#search-status').textContent())
      .toMatch(/^1 match in \d+ records$/);
    expect(await list().getByRole('option').count()).toBe(1);
    await list().getByRole('option').first().click();
    const mark = page.locator('#body-tree mark');
    await mark.first().waitFor();
    expect(await mark.first().textContent()).toBe(needle);
    expect(
      await mark.first().evaluate((m) => m.closest('[data-path]')!.getAttribute('data-path')),
    ).toBe('/data/object/deep/a/b/c/0/d');
    await saveScreenshot(page, 'inspector-search.png', { folder: 'inspector', docs: true });

    await page.getByRole('searchbox', { name: 'Search' }).fill('data.object.name=project 77');
    await expect
      .poll(() => list().getByRole('option').first().getAttribute('data-id'))
      .toBe('s00077x');
    await expect.poll(() => page.locator('#search-status').textContent()).toMatch(/^1 match in/);
    await list().getByRole('option').first().click();
    await expect
      .poll(() => page.locator('#body-tree mark').first().textContent())
      .toBe('"project 77"');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect.poll(() => list().getByRole('option').count()).toBe(500);
    // the tab counts every kept record, not the 500 the list shows
    expect(await page.locator('#received-count').textContent()).toBe(
      String(listener.store.count()),
    );
    expect(listener.store.count()).toBeGreaterThan(2_000);
    expect(pageErrors).toEqual([]);
  });
});
