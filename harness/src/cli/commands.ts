import type { Command } from 'commander';
import { checkCommand } from './commands/check/check-command.ts';
import { deliveriesCommand } from './commands/deliveries/deliveries-command.ts';
import { fixturesCommand } from './commands/fixtures/fixtures-command.ts';
import { listenCommand } from './commands/listen/listen-command.ts';
import { scenarioCommand } from './commands/scenario/scenario-command.ts';
import { sendCommand } from './commands/send/send-command.ts';
import { serveCommand } from './commands/serve/serve-command.ts';
import { signCommand } from './commands/sign/sign-command.ts';
import { triggerCommand } from './commands/trigger/trigger-command.ts';
import { tunnelCommand } from './commands/tunnel/tunnel-command.ts';
import { validateCommand } from './commands/validate/validate-command.ts';
import { verifyCommand } from './commands/verify/verify-command.ts';
import { webhooksCommand } from './commands/webhooks/webhooks-command.ts';

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
  scenarioCommand,
  deliveriesCommand,
  fixturesCommand,
  validateCommand,
  signCommand,
  verifyCommand,
  listenCommand,
  serveCommand,
  tunnelCommand,
];
