import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from './create-program.ts';

const leaves = (command: Command): Command[] =>
  command.commands.length ? command.commands.flatMap(leaves) : [command];

describe('createProgram', () => {
  it('registers every documented command, each with an example in its help', () => {
    const program = createProgram();
    const names = leaves(program).map(
      (command) =>
        `${command.parent === program ? '' : `${command.parent?.name()} `}${command.name()}`,
    );
    for (const expected of [
      'send',
      'webhooks create',
      'webhooks list',
      'webhooks show',
      'webhooks update',
      'webhooks delete',
      'webhooks test',
      'trigger',
      'deliveries list',
      'deliveries show',
      'deliveries redeliver',
      'fixtures list',
      'fixtures show',
      'validate',
      'sign',
      'verify',
    ]) {
      expect(names).toContain(expected);
    }
    for (const command of [program, ...leaves(program)]) {
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      expect(help, command.name()).toMatch(/Examples?:\n {2}\$ (\S+=\S+ )?designhooks /);
    }
  });

  it('refuses an empty value for every flag but verify --signature, before the command runs', async () => {
    const program = createProgram();
    let ran = 0;
    const tried: string[] = [];
    for (const leaf of leaves(program)) {
      leaf.action(() => void ran++); // the command itself never runs here
      const path: string[] = [];
      for (let at: Command | null = leaf; at && at !== program; at = at.parent)
        path.unshift(at.name());
      const positional = leaf.registeredArguments.filter((arg) => arg.required).map(() => 'x');
      const valued = leaf.options.filter((option) => option.required && option.long);
      for (const option of valued) {
        const mandatory = valued
          .filter((other) => other.mandatory && other !== option)
          .flatMap((other) => [other.long!, '1']); // '1' passes every parser (a port)
        const argv = [...path, ...positional, ...mandatory, option.long!, ''];
        const parsing = program.parseAsync(argv, { from: 'user' });
        if (option.long === '--signature') {
          await expect(parsing).resolves.toBeDefined();
          continue;
        }
        tried.push(argv.join(' '));
        // a flag with its own parser (a number, a size, NAME=VALUE) may refuse "" in its own words
        await expect(parsing, argv.join(' ')).rejects.toThrow(
          option.parseArg
            ? /./
            : `${option.long} needs a value, got an empty string (an unset variable?)`,
        );
      }
    }
    expect(tried.length).toBeGreaterThan(80);
    expect(ran).toBe(1); // verify --signature '' only
  });

  it('sends and trigger-like commands share --ca and --insecure', () => {
    const program = createProgram();
    const find = (path: string[]) =>
      path.reduce<Command | undefined>(
        (at, name) => at?.commands.find((c) => c.name() === name),
        program,
      );
    for (const path of [['send'], ['trigger'], ['webhooks', 'test'], ['deliveries', 'redeliver']]) {
      const flags = find(path)?.options.map((option) => option.long);
      expect(flags, path.join(' ')).toEqual(
        expect.arrayContaining(['--ca', '--insecure', '--timeout', '--retries', '--backoff']),
      );
    }
  });
});
