// Runs a CLI command as the process: its arguments, the console, and the exit code it returns.
import { ConfigError } from '../config';
import { EXIT_FAILED, type CommandOutput } from './admin-command';

export type ProcessCommand = (args: string[], output: CommandOutput) => Promise<number>;

export function runAsProcess(command: ProcessCommand): void {
  command(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => {
      // exitCode, not exit(): output is flushed and the PGlite lock is released on the way out.
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error,
      );
      process.exitCode = EXIT_FAILED;
    },
  );
}
