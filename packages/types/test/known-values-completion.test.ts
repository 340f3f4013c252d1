import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Enumerations of known values that accept any other string are generated as
// `'a' | 'b' | (string & {})`: any string compiles, and the editor still suggests the known
// values (a plain `'a' | 'b' | string` collapses to `string` and suggests nothing). Checked with
// TypeScript's own language service, the engine behind editors' completions.
const typesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const probeFile = join(typesDir, '__completion-probe__.ts');

function completionsAt(source: string): { names: string[]; errors: string[] } {
  const cursor = source.indexOf('|');
  const text = source.replace('|', '');
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [probeFile],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) =>
      ts.ScriptSnapshot.fromString(file === probeFile ? text : readFileSync(file, 'utf8')),
    getCurrentDirectory: () => typesDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => file === probeFile || ts.sys.fileExists(file),
    readFile: (file) => (file === probeFile ? text : ts.sys.readFile(file)),
  };
  const service = ts.createLanguageService(host);
  const completions = service.getCompletionsAtPosition(probeFile, cursor, {}) ?? { entries: [] };
  const errors = service
    .getSemanticDiagnostics(probeFile)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { names: completions.entries.map((entry) => entry.name), errors };
}

describe('known-values enumerations keep autocompletion', () => {
  it.each([
    [
      'Branch',
      'status',
      ['active', 'wip', 'feedback', 'review', 'merged', 'archived', 'deleted', 'diverged'],
    ],
    ['Commit', 'type', ['PROJECT_CREATED', 'MERGE', 'NORMAL']],
    ['Project', 'visibility', ['organization', 'specific']],
    ['Comment', 'reviewStatus', ['REQUESTED', 'REJECTED', 'APPROVED']],
  ] as const)(
    '%s.%s suggests its known values and accepts any other string',
    (type, field, known) => {
      const probe = `import type { ${type} } from './index.ts';\nexport const a: ${type}['${field}'] = '|';\nexport const b: ${type}['${field}'] = 'not-known-yet';\n`;
      const { names, errors } = completionsAt(probe);
      expect(errors).toEqual([]);
      expect(names).toEqual(expect.arrayContaining([...known]));
    },
  );

  it('still rejects what is not a string', () => {
    const { errors } = completionsAt(
      `import type { Branch } from './index.ts';\nexport const a: Branch['status'] = 3;|\n`,
    );
    expect(errors.join('\n')).toMatch(/not assignable/);
  });
});
