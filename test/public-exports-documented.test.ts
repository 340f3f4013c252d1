// Every public export of every package carries JSDoc, and every exported value (function,
// class, constant) has an `@example`: the docs promise it, so a test holds the line. And the
// harness exports only what docs/ document: each export is a semver promise, and the CLI's
// internals are not one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { markdownDocs, repoRoot } from '../scripts/generate/docs/markdown-docs.ts';
import { publishedWorkspaces } from '../scripts/published-workspaces.mjs';

const workspaces = publishedWorkspaces(repoRoot);

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

/** Each of `files` with its exports as the type checker sees them (re-exports followed). */
function moduleExports(files: string[]) {
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const modules = files.map((file) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read the exports of ${file}`);
    return { file, exports: checker.getExportsOfModule(module) };
  });
  return { checker, modules };
}

/** The names `files` export. */
function exportedNames(files: string[]): string[] {
  return moduleExports(files).modules.flatMap((m) => m.exports.map((exported) => exported.name));
}

/** The names of `names` that no Markdown file of the docs (README.md, docs/) mentions as code. */
function undocumentedNames(names: string[], markdown: string): string[] {
  // code spans and code blocks only: a name counts when the docs show it as code
  const code = [...markdown.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((m) => m[0]).join('\n');
  return names.filter(
    (name) => !new RegExp(`(?<![\\w$])${name.replace('$', '\\$')}(?![\\w$])`).test(code),
  );
}

interface Finding {
  name: string;
  where: string;
  missing: 'JSDoc' | '@example';
}

/** The public exports of `files` that lack JSDoc, or (values only) an `@example`. */
function undocumentedExports(files: string[]): Finding[] {
  const { checker, modules } = moduleExports(files);
  const findings = new Map<string, Finding>();
  for (const { exports } of modules) {
    for (const exported of exports) {
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

  it('the harness exports only names the docs show as code', () => {
    const names = exportedNames([join(repoRoot, 'harness', 'src', 'index.ts')]);
    expect(names).toEqual(expect.arrayContaining(['openStore', 'resolveStateDir']));
    const markdown = markdownDocs()
      .map((file) => readFileSync(join(repoRoot, file), 'utf8'))
      .join('\n');
    expect(undocumentedNames(names, markdown)).toEqual([]);
  }, 60_000);

  it('the docs check finds a name the docs do not show as code', () => {
    const markdown =
      'Use `openStore(dir)`.\n\n```ts\nimport { resolveStateDir } from "x";\n```\nstoreHelper in prose';
    expect(
      undocumentedNames(['openStore', 'resolveStateDir', 'storeHelper', 'open', 'Store'], markdown),
    ).toEqual(['storeHelper', 'open', 'Store']);
  });
});
