// The inspector at its limits: 20,000 kept records (--max-records 20000) filling most of the
// 256 MiB default record file, in Debian's headless Chromium (playwright-core). Measures the
// first paint of the list, opening a record and a search over the whole file, each beside a
// floor measured in the same run: the page over an empty record file, a bare fetch of the same
// record, and reading the same file's bytes and looking for the needle in node.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_SERVICE } from '@designhooks/receiver';
import { launchChromium, sha256 } from '@designhooks/test-support';
import { createDeliveryCheck } from '../harness/src/listener/receive/create-delivery-check.ts';
import type { ReceivedRecord } from '../harness/src/listener/records/received-record.ts';
import { startListener, type RunningListener } from '../harness/src/listener/start-listener.ts';

const RECORDS = 20_000;
const FILE_BYTES = 250 * 1024 * 1024; // under the 256 MiB default: nothing is trimmed at start
const NEEDLE = 'needle-inspector-bench-4f1c';
const OPENS = 15;
const SEARCHES = 5;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Writes the record file directly (as the listener would have): one JSON line per record. */
function writeRecords(file: string): void {
  const lineBytes = Math.floor(FILE_BYTES / RECORDS);
  const bodyBytes = Math.floor(((lineBytes - 1200) * 3) / 4);
  const fd = openSync(file, 'w', 0o600);
  try {
    for (let i = 0; i < RECORDS; i++) {
      const filler = `${'lorem ipsum '.repeat(Math.ceil(bodyBytes / 12))}`.slice(
        0,
        bodyBytes - 200,
      );
      const body = JSON.stringify({
        createdAt: '2024-01-01T00:00:00Z',
        event: 'project.updated',
        data: {
          object: {
            objectType: 'project',
            name: `project ${i}`,
            about: filler,
            deep: { a: { b: i === 0 ? NEEDLE : 'hay' } },
          },
        },
      });
      const record = benchRecord(`r${String(i).padStart(6, '0')}`, i, body);
      writeSync(fd, `${JSON.stringify(record)}\n`);
    }
  } finally {
    closeSync(fd);
  }
}

/** A record as the listener writes it: verified-looking, valid, answered 200. */
function benchRecord(id: string, i: number, body: string): ReceivedRecord {
  const bytes = Buffer.from(body);
  return {
    id,
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    durationMs: 1,
    method: 'POST',
    path: '/webhooks',
    remoteAddress: '127.0.0.1',
    via: 'local',
    replayOf: null,
    headers: [
      ['Content-Type', 'application/json'],
      ['User-Agent', 'Abstract-Webhooks'],
      ['Content-Length', String(bytes.length)],
    ],
    bodyBase64: bytes.toString('base64'),
    bodyBytes: bytes.length,
    bodySha256: sha256(bytes),
    event: 'project.updated',
    ignored: false,
    signature: { status: 'unchecked', header: null, reason: null },
    validation: { status: 'valid', issues: [], drift: [] },
    userAgent: { value: 'Abstract-Webhooks', expected: 'Abstract-Webhooks', ok: true },
    verdict: { status: 200, code: null, message: null },
    status: 200,
    forward: null,
  };
}

async function start(file: string): Promise<RunningListener> {
  return startListener({
    port: 0,
    host: '127.0.0.1',
    path: '/webhooks',
    service: DEFAULT_SERVICE,
    secretSet: false,
    check: createDeliveryCheck({ service: DEFAULT_SERVICE }),
    storeFile: file,
    retention: { maxRecords: RECORDS, maxBytes: 256 * 1024 * 1024 },
    fixturesDir: join(tmpdir(), 'designhooks-bench-fixtures'),
  });
}

/** Navigation start to the list painted (the page sets body[data-ready] after rendering it). */
async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor();
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'designhooks-inspector-bench-'));
  const file = join(dir, 'received.jsonl');
  const emptyFile = join(dir, 'empty.jsonl');
  console.error('writing 20,000 records ...');
  writeRecords(file);
  const listener = await start(file);
  const empty = await start(emptyFile);
  // a page of 20,000 rows under load may take longer than a test's 10 s default
  const browser = await launchChromium({ width: 1280, height: 900 }, { timeoutMs: 60_000 });
  try {
    const { page } = browser;
    const paints: number[] = [];
    const floors: number[] = [];
    for (let round = 0; round < 5; round++) {
      floors.push(await firstPaint(page, empty.inspectorUrl!));
      paints.push(await firstPaint(page, listener.inspectorUrl!));
    }
    const rows = await page.locator('#deliveries [role="option"]').count();

    // Open: click a row, until its detail (headers, checks, the body tree) is in the page.
    const ids = await page
      .locator('#deliveries [role="option"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')!));
    const opens: number[] = [];
    const fetches: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const id = ids[(i * 37) % ids.length]!;
      opens.push(
        await page.evaluate(
          (id) =>
            new Promise<number>((resolve) => {
              const detail = document.querySelector('#detail')!;
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (
                  detail.querySelector('#body-tree') &&
                  detail.querySelector('.meta')?.textContent?.includes(id)
                ) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - started));
                }
              });
              observer.observe(detail, { childList: true, subtree: true });
              (document.querySelector(`#deliveries [data-id="${id}"]`) as HTMLElement).click();
            }),
          id,
        ),
      );
      fetches.push(
        await page.evaluate(async (id) => {
          const started = performance.now();
          await (await fetch(`/api/deliveries/${id}`)).json();
          return performance.now() - started;
        }, id),
      );
    }

    // Search: the needle sits in the oldest record, so the whole file is read.
    const searches: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      searches.push(
        await page.evaluate(async (needle) => {
          const started = performance.now();
          const text = await (await fetch(`/api/search?q=${encodeURIComponent(needle)}`)).text();
          if (!text.includes('"matched":1'))
            throw new Error(`search did not find the needle: ${text.slice(-200)}`);
          return performance.now() - started;
        }, NEEDLE),
      );
    }
    const reads: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const started = performance.now();
      const fd = openSync(file, 'r');
      const chunk = Buffer.alloc(4 * 1024 * 1024);
      let found = false;
      for (let position = 0; ;) {
        const read = readSync(fd, chunk, 0, chunk.length, position);
        if (read === 0) break;
        // the needle is base64 in the file; the floor looks for a fixed string of the same length
        found = chunk.subarray(0, read).includes('ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ') || found;
        position += read;
      }
      closeSync(fd);
      if (found) throw new Error('unexpected');
      reads.push(performance.now() - started);
    }
    const fileMiB = statSync(file).size / 2 ** 20;
    const paint = median(paints);
    const open = median(opens);
    const search = median(searches);
    const markdown = [
      `${RECORDS.toLocaleString('en')} records kept (--max-records 20000), a ${fileMiB.toFixed(0)} MiB record file, in headless Chromium; medians (first paint ${paints.length} loads, open ${OPENS} records, search ${SEARCHES} runs).`,
      '',
      '| what | time | floor (same run) | × floor | goal |',
      '|---|---:|---:|---:|---|',
      `| first paint of the list (${rows} rows) | ${ms(paint)} | ${ms(median(floors))} (the page over an empty record file) | ${(paint / median(floors)).toFixed(2)}x | < 1 s |`,
      `| open a record (detail and body tree painted) | ${ms(open)} | ${ms(median(fetches))} (fetch of its JSON alone) | ${(open / median(fetches)).toFixed(2)}x | < 100 ms |`,
      `| search the whole file (needle in the oldest record) | ${ms(search)} | ${ms(median(reads))} (read the file + indexOf in node) | ${(search / median(reads)).toFixed(2)}x | < 1.5 s |`,
    ].join('\n');
    return { title: 'Inspector at 20,000 records', markdown };
  } finally {
    await browser.close();
    await listener.close();
    await empty.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
