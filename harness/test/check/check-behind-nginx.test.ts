// `designhooks check` against an SDK receiver behind a real nginx (Debian's nginx-light), as a
// deployed receiver sits: a location that denies every client (an IP allowlist) and one whose
// client_max_body_size is under a large push. check must name nginx, not blame the receiver.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { checkReceiver } from '@designhooks/testing';
import {
  closeServer,
  closedLoopbackPort,
  listenOnLoopback,
  quietLogger,
  tempDir,
  untilListening,
} from '@designhooks/test-support';
import { runCli } from '../helpers/run-cli.ts';

const SECRET = 'nginx-check-key';
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
if (!hasNginx) console.warn('nginx test skipped: no nginx (apt-get install -y nginx-light)');

let receiver: Server;
let nginx: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  if (!hasNginx) return;
  receiver = createServer(nodeHandler(createReceiver({ secret: SECRET, logger: quietLogger })));
  const upstream = await listenOnLoopback(receiver);
  const port = await closedLoopbackPort();
  const dir = tempDir('designhooks-nginx-');
  // one process, no daemon, every path in the temp dir: nothing of the system's nginx is used
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  server {
    listen 127.0.0.1:${port};
    location /allowlisted { deny all; proxy_pass http://127.0.0.1:${upstream}/; }
    location /limited {
      client_max_body_size 256k;
      client_body_buffer_size 1m;
      proxy_pass http://127.0.0.1:${upstream}/;
    }
  }
}
`,
  );
  nginx = spawn('nginx', [
    '-p',
    dir,
    '-c',
    join(dir, 'nginx.conf'),
    '-g',
    'daemon off; master_process off;',
  ]);
  let output = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilListening(nginx, port, { name: 'nginx', output: () => output, timeoutMs: 15_000 });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  nginx?.kill();
  if (receiver) await closeServer(receiver);
});

describe.skipIf(!hasNginx)('check behind a real nginx', () => {
  it('names nginx when its allowlist refuses every request, not another key', async () => {
    const run = await runCli([
      'check',
      `${base}/allowlisted`,
      '--allow-http',
      '--secret',
      SECRET,
      '--burst',
      '5',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "\none cause behind the failures: every answer came from nginx in front of the receiver (its 403 Forbidden page: an IP allowlist or a deny rule), not the receiver's code; let requests to the webhook route through to the app",
    );
  });

  it("names nginx's client_max_body_size when it refuses a large push, and passes the rest", async () => {
    const report = await checkReceiver({ url: `${base}/limited`, secret: SECRET, burst: 5 });
    const failed = report.cases.filter((c) => c.verdict === 'fail');
    expect(failed.map((c) => [c.id, c.status])).toEqual([['size.large', 413]]);
    expect(failed[0]!.reason).toMatch(
      /: the answer came from nginx in front of the receiver \(its 413 page: its own body limit\), not the receiver's code; raise client_max_body_size to at least 1m for the webhook route/,
    );
  });
});
