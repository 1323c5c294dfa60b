// The data command (package script `data`: node dist/cli/data.js). See USAGE in data-command.ts.
import '../runtime';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { EXIT_FAILED } from './admin-command';
import { runDataCommand } from './data-command';

// The configuration is read only when the command needs the database: --help works without it.
const openDatabase = async () => createDatabase(loadConfig());

runDataCommand(process.argv.slice(2), openDatabase, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    // exitCode, not exit(): output is flushed and the PGlite lock is released on the way out.
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error);
    process.exitCode = EXIT_FAILED;
  },
);
