// `npm run generate`: rewrites every generated file from schemas/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from './generate/generated-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const file of await generatedFiles()) {
  const target = join(root, file.path);
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === file.content) {
    console.log(`unchanged  ${file.path}`);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
  console.log(`wrote      ${file.path}`);
}
