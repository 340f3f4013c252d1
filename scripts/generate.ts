// `npm run generate`: rewrites every generated file from schemas/.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from './generate/generated-files.ts';
import { VALIDATORS_DIR } from './generate/output/generated-file.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = await generatedFiles();
// The validators' folder is wholly generated: drop what is no longer (a module of a shape gone).
mkdirSync(join(root, VALIDATORS_DIR), { recursive: true });
for (const name of readdirSync(join(root, VALIDATORS_DIR))) {
  const path = `${VALIDATORS_DIR}/${name}`;
  if (!files.some((file) => file.path === path)) {
    rmSync(join(root, path));
    console.log(`removed    ${path}`);
  }
}
for (const file of files) {
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
