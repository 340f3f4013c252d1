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
