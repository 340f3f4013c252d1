import { main } from './main.ts';

// A closed pipe (`designhooks deliveries list | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// Entry point of the bin and of the bundle: run, then set the exit code (no process.exit, so
// stdout is flushed).
process.exitCode = await main(process.argv);
