// Every `$ designhooks ...` example in the CLI's help is a command that parses: its command
// exists, its flags exist and their values pass the flags' own checks. The examples are what a
// person copies first; one with a renamed flag fails the moment it is pasted.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli/create-program.ts';

/** Every command of the program, the program first. */
function commandsOf(command: Command): Command[] {
  return [command, ...command.commands.flatMap(commandsOf)];
}

/** The full help of `command`, the examples after it included. */
function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (chunk) => (text += chunk) });
  command.outputHelp();
  return text;
}

/** The words a POSIX shell makes of `line` (quotes, no expansions); a `#` word starts a comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = undefined;
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === '#' && word === undefined) break;
    else word = (word ?? '') + char;
  }
  if (quote) throw new Error(`unclosed quote in: ${line}`);
  if (word !== undefined) words.push(word);
  return words;
}

const examples = [
  ...new Set(
    commandsOf(createProgram()).flatMap((command) =>
      helpOf(command)
        .split('\n')
        .map((line) => /^\s+\$ (?:\w+=\S+ )*designhooks (.*)$/.exec(line)?.[1])
        .filter((example): example is string => example !== undefined),
    ),
  ),
];

describe("the CLI help's examples", () => {
  it('are many, and each names a command of its own', () => {
    expect(examples.length).toBeGreaterThan(30);
    const leaves = commandsOf(createProgram()).filter((c) => c.commands.length === 0);
    const shown = new Set(examples.map((example) => shellWords(example).slice(0, 2).join(' ')));
    const missing = leaves
      .map((c) => (c.parent?.parent ? `${c.parent.name()} ${c.name()}` : c.name()))
      .filter((name) => ![...shown].some((words) => `${words} `.startsWith(`${name} `)));
    expect(missing).toEqual([]);
  });

  it.each(examples)('parses: designhooks %s', async (example) => {
    const program = createProgram();
    let ran: string | undefined;
    for (const command of commandsOf(program))
      if (command.commands.length === 0) command.action(() => void (ran = command.name()));
    await program.parseAsync(shellWords(example), { from: 'user' });
    expect(ran).toBeDefined();
  });
});
