// Every public export of every package carries JSDoc, and every exported value (function,
// class, constant) has an `@example`: the docs promise it, so a test holds the line.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/generate/markdown-docs.ts';

const workspaces = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** Each workspace's entry points: the TypeScript sources its package.json `exports` map (`designhooks-source` condition). */
function entryPoints(): string[] {
  return workspaces.flatMap((workspace) => {
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, workspace, 'package.json'), 'utf8'),
    ) as {
      exports: Record<string, string | { 'designhooks-source'?: string }>;
    };
    return Object.values(manifest.exports)
      .flatMap((target) =>
        typeof target === 'string' || !target['designhooks-source']
          ? []
          : [target['designhooks-source']],
      )
      .map((target) => join(repoRoot, workspace, target));
  });
}

interface Finding {
  name: string;
  where: string;
  missing: 'JSDoc' | '@example';
}

/** The public exports of `files` that lack JSDoc, or (values only) an `@example`. */
function undocumentedExports(files: string[]): Finding[] {
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const findings = new Map<string, Finding>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read the exports of ${file}`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      const where = `${relative(repoRoot, declaration.getSourceFile().fileName)}:${declaration.getSourceFile().getLineAndCharacterOfPosition(declaration.getStart()).line + 1}`;
      const documented = symbol.getDocumentationComment(checker).length > 0;
      const isValue = Boolean(
        symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable),
      );
      const hasExample = symbol.getJsDocTags(checker).some((tag) => tag.name === 'example');
      if (!documented) findings.set(where, { name: exported.name, where, missing: 'JSDoc' });
      else if (isValue && !hasExample)
        findings.set(where, { name: exported.name, where, missing: '@example' });
    }
  }
  return [...findings.values()];
}

describe('public exports', () => {
  it('each has JSDoc, and each exported value an @example', () => {
    const entries = entryPoints();
    expect(entries.length).toBeGreaterThanOrEqual(workspaces.length); // every workspace has at least one
    const findings = undocumentedExports(entries);
    expect(findings.map((f) => `${f.name} (${f.where}): no ${f.missing}`)).toEqual([]);
  }, 60_000);

  it('the check finds an export without an example', () => {
    const file = join(repoRoot, 'test', 'fixtures', 'undocumented-export.ts');
    expect(
      undocumentedExports([file])
        .map((f) => [f.name, f.missing])
        .sort(),
    ).toEqual([
      ['bare', 'JSDoc'],
      ['noExample', '@example'],
    ]);
  });
});
