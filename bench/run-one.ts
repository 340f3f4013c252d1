// One benchmark in a process of its own (bench/run.ts starts one per benchmark): runs
// bench/<name>.bench.ts and writes its section to stdout as one line of JSON; progress goes to
// stderr. Usage: tsx --conditions=designhooks-source bench/run-one.ts <name>
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { useTempRoot } from '@designhooks/test-support';

const [name] = process.argv.slice(2);
// The benchmark's state folders, certificates and installs go under one root, removed after.
const removeTempRoot = useTempRoot('designhooks-bench-');
try {
  const module = (await import(
    pathToFileURL(join(import.meta.dirname, `${name}.bench.ts`)).href
  )) as {
    run(): Promise<{ title: string; markdown: string }>;
  };
  process.stdout.write(`${JSON.stringify(await module.run())}\n`);
} finally {
  removeTempRoot();
}
