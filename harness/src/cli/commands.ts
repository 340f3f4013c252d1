import type { Command } from 'commander';
import { checkCommand } from './commands/check/check-command.ts';
import { deliveriesCommand } from './deliveries-command.ts';
import { fixturesCommand } from './fixtures-command.ts';
import { listenCommand } from './listen-command.ts';
import { sendCommand } from './send-command.ts';
import { serveCommand } from './serve-command.ts';
import { signCommand } from './sign-command.ts';
import { triggerCommand } from './trigger-command.ts';
import { tunnelCommand } from './tunnel-command.ts';
import { validateCommand } from './validate-command.ts';
import { verifyCommand } from './verify-command.ts';
import { webhooksCommand } from './webhooks-command.ts';

/**
 * Every top-level command of `designhooks`, as factories, in help order. A new command is one
 * more entry here: a function returning a commander `Command` whose action lazily imports its
 * implementation (see lazyAction), so `designhooks --help` stays fast.
 *
 * @example
 * ```ts
 * for (const make of commands) program.addCommand(make());
 * ```
 */
export const commands: Array<() => Command> = [
  sendCommand,
  checkCommand,
  webhooksCommand,
  triggerCommand,
  deliveriesCommand,
  fixturesCommand,
  validateCommand,
  signCommand,
  verifyCommand,
  listenCommand,
  serveCommand,
  tunnelCommand,
];
