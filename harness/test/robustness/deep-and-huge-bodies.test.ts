import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBody } from '../../src/body/build-body.ts';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { listenOnLoopback } from '@designhooks/test-support';

// Issue 23, items 3 and 4: deep JSON and a tiny `set` that asks for a huge body. Deep values are
// recorded with cut previews (listen) or refused with one line (send: exit 2, serve: 422);
// nothing over the 5 MiB body limit is ever built, sent or stored.

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
let received = 0;
const receiver = createServer((req, res) => {
  received++;
  req.resume().on('end', () => res.end('ok'));
});
let receiverUrl: string;
let serve: ListenProcess;
let served: Record<string, any>;
const stateDir = tempDir();

beforeAll(async () => {
  receiverUrl = `http://127.0.0.1:${await listenOnLoopback(receiver)}/hooks`;
  serve = startProcess(['serve', '--port', '0', '--json', '--state-dir', stateDir]);
  served = await serve.waitFor((line) => line.type === 'serving');
});
afterAll(async () => {
  await serve?.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

async function expectOneLineExit2(args: string[], message: RegExp) {
  const result = await runCli(args, { stateDir });
  expect(result.code, result.stderr).toBe(2);
  expect(hasStackTrace(result.stderr)).toBe(false);
  expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr.trimEnd()).toMatch(message);
}

/** `set` as JSON text: a 4,500-deep value is more than this process's own JSON.stringify can write. */
const trigger = (setJson: string) =>
  fetch(`${served.url}/_local/organizations/${served.organizationId}/trigger`, {
    method: 'POST',
    headers: { authorization: `Bearer ${served.token}`, 'content-type': 'application/json' },
    body: `{"event":"project.updated","set":${setJson}}`,
  });

describe('deep JSON (issue 23, item 3)', () => {
  it('send --set with a 4,500-deep value: one line, exit 2, nothing sent', async () => {
    await expectOneLineExit2(
      [
        'send',
        'project.updated',
        '--url',
        receiverUrl,
        '--allow-http',
        '--set',
        `data.object.name=${deep(4_500)}`,
      ],
      /^error: the --set values nest the body deeper than 1000 levels: nothing was sent$/,
    );
    expect(received).toBe(0);
  });

  it("serve's trigger route with a 4,500-deep set value: 422 naming set, no 500", async () => {
    const answer = await trigger(`{"data.object.name":${deep(4_500)}}`);
    expect(answer.status).toBe(422);
    const { error } = (await answer.json()) as { error: Record<string, string> };
    expect(error).toMatchObject({ code: 'validation_failed', field: 'set' });
    expect(error.message).toMatch(/deeper than 1000 levels/);
  });

  it('a depth within the limit still builds and is sent as is', () => {
    const body = JSON.parse(
      buildBody({ event: 'project.updated', sets: [`data.object.name=${deep(900)}`] }).toString(),
    );
    expect(JSON.stringify(body.data.object.name)).toBe(deep(900));
  });

  it('listen records a delivery whose unknown field is 5,000 deep, with a drift preview cut by depth', async () => {
    const listen = startProcess(['listen', '--port', '0', '--json', '--state-dir', tempDir()]);
    try {
      const { webhookUrl } = await listen.waitFor((line) => line.type === 'listening');
      const fixture = buildBody({ event: 'project.updated' }).toString();
      const body = fixture.replace(
        '"data":{"object":{',
        `"data":{"object":{"deepExtra":${deep(5_000)},`,
      );
      expect(body).not.toBe(fixture);
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Abstract-Webhooks/1.0' },
        body,
      });
      expect(answer.status, await answer.text()).toBe(200);
      const line = await listen.waitFor((l) => l.type === 'delivery');
      expect(line.status).toBe(200);
      const record = (await (
        await fetch(`${new URL(webhookUrl).origin}/api/deliveries/${line.id}`)
      ).json()) as any;
      const drift = record.validation.drift.find((d: any) => d.path.endsWith('deepExtra'));
      expect(drift).toMatchObject({ valueTruncated: true });
      expect(drift.value.length).toBeLessThanOrEqual(257);
      expect(drift.value).toContain('…');
    } finally {
      await listen.stop();
    }
  });
});

describe('deep JSON in validate (issue 23, item 3)', () => {
  it('validate --json and the text report of a body with a 5,000-deep unknown field: drifted, the value a cut preview', async () => {
    const file = join(tempDir(), 'deep.json');
    const fixture = buildBody({ event: 'project.updated' }).toString();
    writeFileSync(
      file,
      fixture.replace('"data":{"object":{', `"data":{"object":{"deepExtra":${deep(5_000)},`),
    );
    const json = await runCli(['validate', file, '--json'], { stateDir });
    expect(hasStackTrace(json.stderr), json.stderr).toBe(false);
    const report = JSON.parse(json.stdout);
    expect(report.drifted).toBe(1);
    const drift = report.deliveries[0].drift.find((d: any) => d.path.endsWith('deepExtra'));
    expect(drift).toMatchObject({ valueTruncated: true });
    const text = await runCli(['validate', file], { stateDir });
    expect(text.stdout).toMatch(/deepExtra = \[\[\[/);
    expect(hasStackTrace(text.stderr)).toBe(false);
  });
});

describe('a tiny set that asks for a huge body (issue 23, item 4)', () => {
  const huge = ['--set', 'data.object.extra=[]', '--set', 'data.object.extra.60000000=1'];

  it('send: refused before building, one line, exit 2, nothing sent or stored', async () => {
    await expectOneLineExit2(
      ['send', 'project.updated', '--url', receiverUrl, '--allow-http', ...huge],
      /^error: the --set values make the body larger than the 5 MiB body limit: nothing was sent$/,
    );
    expect(received).toBe(0);
    const listed = await runCli(['deliveries', 'list', '--json'], { stateDir });
    expect(JSON.parse(listed.stdout)).toEqual([]);
  });

  it("serve's trigger route: 422 naming set, and the server stays small and up", async () => {
    const answer = await trigger('{"data.object.extra":[],"data.object.extra.200000000":1}');
    expect(answer.status).toBe(422);
    const { error } = (await answer.json()) as { error: Record<string, string> };
    expect(error).toMatchObject({ code: 'validation_failed', field: 'set' });
    expect(error.message).toMatch(/larger than the 5 MiB body limit/);
    expect(serve.child.exitCode).toBeNull();
    expect((await fetch(`${served.url}/openapi.json`)).status).toBe(200);
  });
});
