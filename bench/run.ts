// `npm run bench [name...]`: runs every bench/<name>.bench.ts, one after the other, prints each
// section and writes docs/benchmarks.md when all of them ran. The contenders a benchmark compares
// run side by side in one process, so they share the machine's state; each benchmark gets a
// fresh process (bench/run-one.ts), so that its figures do not depend on which benchmarks ran
// before it. In one shared process, `receive` measured 1.22-1.31x the floor after the queue
// benchmark (36,000 node:http requests, BullMQ and ioredis in that process) against 1.10-1.16x
// alone, though the validator and drift detection alone timed the same.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, hasChromium, hasRedisServer } from '@designhooks/test-support';

interface BenchSection {
  title: string;
  markdown: string;
}

const benchDir = import.meta.dirname;
const only = process.argv.slice(2);
const names = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();
if (names.length === 0) {
  console.error(
    `no benchmark matches ${only.join(', ')}; available: ${readdirSync(benchDir)
      .filter((f) => f.endsWith('.bench.ts'))
      .join(', ')}`,
  );
  process.exit(2);
}

// What some benchmarks need from the system (.ci/run installs it for the tests), checked before
// anything runs: a fresh machine hears it at once, not after ten minutes of other benchmarks.
const SYSTEM_NEEDS: Readonly<Record<string, { present: boolean; what: string; debian: string }>> = {
  inspector: { present: hasChromium, what: CHROMIUM, debian: 'chromium' },
  queue: { present: hasRedisServer, what: 'redis-server on PATH', debian: 'redis-server' },
};
const missing = names.flatMap((name) => {
  const need = SYSTEM_NEEDS[name];
  return need && !need.present ? [{ name, ...need }] : [];
});
if (missing.length > 0) {
  const needs = missing.map(({ name, what }) => `bench/${name}.bench.ts needs ${what}`);
  const others = names.filter((name) => !missing.some((need) => need.name === name));
  console.error(
    `npm run bench: ${needs.join('; ')}, not found here; install with: ` +
      `apt-get install -y ${missing.map(({ debian }) => debian).join(' ')}` +
      (others.length ? ` (or run the others by name: npm run bench -- ${others.join(' ')})` : ''),
  );
  process.exit(1);
}

const sections: BenchSection[] = [];
for (const name of names) {
  console.error(`running bench/${name}.bench.ts ...`);
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, join(benchDir, 'run-one.ts'), name],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    },
  );
  if (child.status !== 0) {
    console.error(`bench/${name}.bench.ts failed (${child.signal ?? `exit ${child.status}`})`);
    process.exit(1);
  }
  const section = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as BenchSection;
  console.log(`\n## ${section.title}\n\n${section.markdown}\n`);
  sections.push(section);
}

if (only.length === 0) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
  const doc = [
    '# Benchmarks',
    '',
    'Run them with `npm run bench` (all, then this file is rewritten) or `npm run bench -- <name>` (one,',
    'printed only). Each benchmark runs in a process of its own, its contenders side by side in that',
    'process, and reports ratios: the machine is shared and noisy, so absolute figures move between',
    'runs while ratios hold.',
    'All traffic goes to loopback only.',
    '',
    `Latest run: ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown.trim(), '']),
  ].join('\n');
  writeFileSync(join(benchDir, '..', 'docs', 'benchmarks.md'), doc);
  console.error('wrote docs/benchmarks.md');
}
