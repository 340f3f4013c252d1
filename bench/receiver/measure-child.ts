// One fresh process for inFreshProcesses: runs the named export of a benchmark module and
// writes its samples to stdout as one line of JSON.
// Usage: tsx --conditions=designhooks-source bench/receiver/measure-child.ts <module URL> <export>
import type { Samples } from './measure-interleaved.ts';

const [moduleUrl, exportName] = process.argv.slice(2) as [string, string];
const module = (await import(moduleUrl)) as Record<string, () => Promise<Record<string, Samples>>>;
const measured = await module[exportName]!();
const plain = Object.fromEntries(
  Object.entries(measured).map(([set, samples]) => [set, Object.fromEntries(samples)]),
);
process.stdout.write(`${JSON.stringify(plain)}\n`);
