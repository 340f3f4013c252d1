// `npm run bench [name...]`: runs every bench/<name>.bench.ts in one process, one after the
// other (so figures compared side by side share the machine's state), prints each section and
// writes docs/benchmarks.md when all of them ran.
import { cpus, totalmem } from 'node:os';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  console.error(`no benchmark matches ${only.join(', ')}; available: ${readdirSync(benchDir).filter((f) => f.endsWith('.bench.ts')).join(', ')}`);
  process.exit(2);
}

const sections: BenchSection[] = [];
for (const name of names) {
  console.error(`running bench/${name}.bench.ts ...`);
  const module = (await import(pathToFileURL(join(benchDir, `${name}.bench.ts`)).href)) as { run(): Promise<BenchSection> };
  const section = await module.run();
  console.log(`\n## ${section.title}\n\n${section.markdown}\n`);
  sections.push(section);
}

if (only.length === 0) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
  const doc = [
    '# Benchmarks',
    '',
    'Run them with `npm run bench` (all, then this file is rewritten) or `npm run bench -- <name>` (one,',
    'printed only). Each benchmark runs its contenders side by side in the same process and reports',
    'ratios: the machine is shared and noisy, so absolute figures move between runs while ratios hold.',
    'All traffic goes to loopback only.',
    '',
    `Latest run: ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown.trim(), '']),
  ].join('\n');
  writeFileSync(join(benchDir, '..', 'docs', 'benchmarks.md'), doc);
  console.error('wrote docs/benchmarks.md');
}
