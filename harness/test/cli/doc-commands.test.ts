import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { markdownDocs } from '../../../scripts/generate/docs/markdown-docs.ts';
import { createProgram } from '../../src/cli/create-program.ts';

// Every `designhooks …` command shown in a shell block of the README or the docs names a real
// command and only flags that command accepts: the docs cannot drift from the CLI.
const root = join(import.meta.dirname, '..', '..', '..');
const docs = markdownDocs();

interface DocCommand {
  doc: string;
  line: string;
}

function docCommands(): DocCommand[] {
  const found: DocCommand[] = [];
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const block of text.matchAll(/^```(?:sh|bash|shell|console)\n([\s\S]*?)^```$/gm)) {
      const lines = block[1]!.replace(/\\\n\s*/g, ' ').split('\n');
      for (const raw of lines) {
        const line = raw.replace(/\s+#.*$/, '').trim();
        const at = line.search(/(?:^|\s|\$\s)(?:npx\s+)?designhooks\s/);
        if (at >= 0) found.push({ doc, line: line.slice(line.indexOf('designhooks', at)) });
      }
    }
  }
  return found;
}

/** Splits a shell line into words, honouring quotes; stops at a pipe, `;`, `&&` or `&`. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const match of line.matchAll(/"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"']+/g)) {
    const word = match[0];
    if (['|', ';', '&&', '&', '||'].includes(word)) break;
    out.push(word);
  }
  return out;
}

function longFlags(command: Command): Set<string> {
  const flags = new Set<string>(['--help']);
  for (let c: Command | null = command; c; c = c.parent) {
    for (const option of c.options) {
      if (option.long) flags.add(option.long);
    }
  }
  return flags;
}

const commands = docCommands();

describe('designhooks commands shown in the docs', () => {
  it('finds commands in the docs', () => {
    expect(commands.length).toBeGreaterThan(10);
  });

  it.each(commands.map((c) => [`${c.doc}: ${c.line}`, c] as const))('%s', (_label, { line }) => {
    const [, ...args] = words(line);
    let command = createProgram();
    let rest = args;
    // Walk down the command tree: `webhooks create`, `deliveries list`, ...
    for (;;) {
      const name = rest[0];
      const next = command.commands.find(
        (c) => c.name() === name || c.aliases().includes(name ?? ''),
      );
      if (!next) break;
      command = next;
      rest = rest.slice(1);
    }
    expect(command.name(), `"${line}" names no designhooks command`).not.toBe('designhooks');
    const known = longFlags(command);
    for (const word of rest.filter((w) => w.startsWith('--'))) {
      const flag = word.split('=')[0]!;
      expect(
        known.has(flag),
        `${flag} is not an option of "designhooks ${command.name()}"; it has ${[...known].join(' ')}`,
      ).toBe(true);
    }
  });
});
