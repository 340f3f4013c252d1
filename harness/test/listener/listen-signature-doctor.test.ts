import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from '@designhooks/test-support';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { tempDir } from '../helpers/run-cli.ts';

// The signature doctor where a person looks while developing: the real `designhooks listen`'s
// line for each 401, the inspector API's record, and the Signature row of the page in headless
// Chromium. The 401 the sender gets says nothing of it.

if (!hasChromium) console.warn(`inspector part skipped: ${CHROMIUM} not found`);

const SECRET = 'listen-doctor-key';
const RAW = readFixture('comment.created.html-characters');
const REPLY = readFixture('comment.created.reply');

let listen: ListenProcess;
let webhookUrl: string;
let inspectorUrl: string;

/** Posts like a test sender would, with the given signature header. */
async function post(body: Buffer, signature: string) {
  const answer = await fetch(webhookUrl, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': signature },
  });
  return { status: answer.status, body: await answer.text() };
}

describe('designhooks listen with the signature doctor', () => {
  beforeAll(async () => {
    listen = startProcess(['listen', '--port', '0', '--secret', SECRET, '--state-dir', tempDir()]);
    const banner = await listen.waitFor(
      (line) => line.type === 'text' && /inspector/.test(line.text),
    );
    const text = listen.lines.map((line) => line.text ?? '').join('\n');
    webhookUrl = /webhook URL\s+(http:\/\/\S+)/.exec(text)![1]!;
    inspectorUrl = /inspector\s+(http:\/\/\S+)/.exec(banner.text)![1]!;
  });
  afterAll(async () => {
    await listen?.stop('SIGTERM');
  });

  it('prints the code on each 401 line, keeps it on the record, and answers the plain 401', async () => {
    // A test sender that signs JSON.stringify(JSON.parse(body)) but sends the Go-encoded bytes.
    const reserialized = await post(RAW, sign(JSON.stringify(JSON.parse(RAW.toString())), SECRET));
    // A sender that prefixes the value as GitHub does.
    const prefixed = await post(REPLY, `sha256=${sign(REPLY, SECRET)}`);
    for (const answer of [reserialized, prefixed]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toBe(
        '{"ok":false,"error":{"code":"signature_mismatch","message":"signature in Abstract-Webhooks-Signature does not match the body"}}',
      );
    }
    const lines = await Promise.all(
      ['body-go-escapes', 'prefixed'].map((code) =>
        listen.waitFor(
          (line) => line.type === 'text' && line.text.includes(`✗ signature ${code} (`),
        ),
      ),
    );
    for (const line of lines) expect(line.text).toMatch(/ 401 /);

    const listed = (await (await fetch(new URL('/api/deliveries', inspectorUrl))).json()) as {
      deliveries: Array<{ id: string; status: number }>;
    };
    const ids = listed.deliveries.filter((d) => d.status === 401).map((d) => d.id);
    const codes: string[] = [];
    for (const id of ids) {
      const record = (await (
        await fetch(new URL(`/api/deliveries/${id}`, inspectorUrl))
      ).json()) as {
        signature: { diagnosis: { code: string; message: string; fix: string } };
      };
      const { diagnosis } = record.signature;
      codes.push(diagnosis.code);
      expect(diagnosis.message.length).toBeGreaterThan(20);
      expect(diagnosis.fix.length).toBeGreaterThan(20);
      expect(JSON.stringify(record)).not.toContain(SECRET);
    }
    expect(codes.sort()).toEqual(['body-go-escapes', 'prefixed']);
    expect(listen.lines.map((line) => line.text ?? '').join('\n') + listen.stderr()).not.toContain(
      SECRET,
    );
  });

  it.skipIf(!hasChromium)(
    "shows code, message and fix in the delivery's Signature row",
    async () => {
      const browser = await launchChromium({ width: 1280, height: 900 });
      const screenshots = tempDir('designhooks-doctor-shots-');
      try {
        const { page } = browser;
        await page.goto(inspectorUrl);
        const rows = page.locator('#deliveries li[data-status="401"]');
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
        const seen: string[] = [];
        for (let i = 0; i < (await rows.count()); i++) {
          const id = (await rows.nth(i).getAttribute('data-id'))!;
          await rows.nth(i).click();
          // the detail of this row, not the previous one's still on screen
          await page.locator('#detail .meta', { hasText: `id ${id}` }).waitFor();
          const code = page.locator('#check-signature #signature-diagnosis-code');
          await code.waitFor();
          seen.push((await code.textContent()) ?? '');
          const row = (await page.locator('#check-signature').textContent()) ?? '';
          expect(row).toContain('✗ failed');
          expect(await page.locator('#signature-diagnosis-message').textContent()).toMatch(/^The /);
          expect(await page.locator('#signature-diagnosis-fix').textContent()).toMatch(/^Fix: /);
          await page
            .locator('.checks')
            .screenshot({ path: `${screenshots}/signature-row-${i}.png` });
        }
        expect(seen.sort()).toEqual(['body-go-escapes', 'prefixed']);
      } finally {
        await browser.close();
      }
    },
  );
});
