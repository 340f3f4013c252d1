// Throughput over loopback HTTP: the SDK's node and express adapters against hand-written
// handlers and @octokit/webhooks' createNodeMiddleware, each server in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { readFixture } from '@designhooks/schemas';
import { sign } from '@designhooks/receiver';
import { BENCH_SECRET, serverKinds, type ServerKind } from './receiver/http-server.ts';
import { ratio } from './receiver/measure-interleaved.ts';

const CONNECTIONS = 50;
const SECONDS = 4;
const ROUNDS = 2;

interface Server {
  kind: ServerKind;
  child: ChildProcess;
  port: number;
}

async function startServer(kind: ServerKind): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'receiver', 'http-server.ts'), kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${kind} did not start within 20 s`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`server ${kind} exited with ${code}`)));
  });
  return { kind, child, port };
}

function headersFor(kind: ServerKind, body: Buffer): Record<string, string> {
  const signature = sign(body, BENCH_SECRET);
  if (kind === 'octokit') {
    return { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': 'bench', 'x-hub-signature-256': `sha256=${signature}` };
  }
  return { 'content-type': 'application/json', 'abstract-webhooks-signature': signature };
}

async function load(server: Server, body: Buffer, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/webhooks`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: headersFor(server.kind, body),
    body,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${server.kind}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return result;
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const body = readFixture('project.updated');
  const servers: Server[] = [];
  try {
    for (const kind of serverKinds) servers.push(await startServer(kind));
    for (const server of servers) await load(server, body, 1); // warm-up: JIT, connections
    const best = new Map<ServerKind, { rps: number; p99: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const result = await load(server, body, SECONDS);
        const previous = best.get(server.kind);
        if (!previous || result.requests.average > previous.rps) best.set(server.kind, { rps: result.requests.average, p99: result.latency.p99 });
      }
    }
    const rps = (kind: ServerKind) => best.get(kind)!.rps;
    const row = (label: string, kind: ServerKind, versus: string) =>
      `| ${label} | ${Math.round(rps(kind)).toLocaleString('en-US')} | ${best.get(kind)!.p99} | ${versus} |`;
    const nodeVsPlain = rps('node-handler') / rps('plain-node');
    const nodeVsOctokit = rps('node-handler') / rps('octokit');
    const expressVsRaw = rps('express-middleware') / rps('express-raw');
    const markdown = [
      `autocannon, ${CONNECTIONS} connections, keep-alive, ${SECONDS} s per run, best of ${ROUNDS} interleaved rounds after a warm-up;`,
      `each server in its own process on 127.0.0.1; body: the signed \`project.updated\` fixture (${body.length} bytes).`,
      'The SDK adapters verify, parse, validate against the schema and route to one handler; the',
      'hand-written handlers verify and parse only; @octokit/webhooks verifies, parses and emits.',
      '',
      '| server | requests/s | p99 ms | ratio |',
      '|---|---:|---:|---|',
      row('hand-written node:http handler (verify + parse)', 'plain-node', '1.00× (reference)'),
      row('`nodeHandler(receiver)`', 'node-handler', `${ratio(nodeVsPlain)} of hand-written, ${ratio(nodeVsOctokit)} octokit`),
      row('@octokit/webhooks `createNodeMiddleware`', 'octokit', ratio(rps('octokit') / rps('plain-node'))),
      row('express 5 route with `express.raw` (verify + parse)', 'express-raw', '1.00× (express reference)'),
      row('express 5 route with `expressMiddleware(receiver)`', 'express-middleware', `${ratio(expressVsRaw)} of express.raw`),
      '',
      `Targets: \`nodeHandler\` ≥ 0.90× the hand-written handler: **${ratio(nodeVsPlain)}** (${nodeVsPlain >= 0.9 ? 'met' : 'NOT met'}); ` +
        `≥ 1.8× octokit: **${ratio(nodeVsOctokit)}** (${nodeVsOctokit >= 1.8 ? 'met' : 'NOT met'}); ` +
        `\`expressMiddleware\` ≥ 0.90× express.raw: **${ratio(expressVsRaw)}** (${expressVsRaw >= 0.9 ? 'met' : 'NOT met'}).`,
    ].join('\n');
    return { title: 'HTTP throughput on loopback', markdown };
  } finally {
    for (const server of servers) {
      server.child.kill();
      await once(server.child, 'exit').catch(() => {});
    }
  }
}
