// The admin command (package script `admin`: node dist/cli/admin.js). See USAGE.
import '../runtime';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { EXIT_FAILED, runAdminCommand } from './admin-command';

runAdminCommand(process.argv.slice(2), () => createDatabase(loadConfig()), {
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
