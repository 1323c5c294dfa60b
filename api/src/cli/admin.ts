// The admin command (package script `admin`: node dist/cli/admin.js). See USAGE.
import '../runtime';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { runAdminCommand } from './admin-command';
import { runAsProcess } from './process';

// The configuration is read only when the command needs the database: --help works without it.
const openDatabase = async () => {
  const config = loadConfig();
  return { db: await createDatabase(config), rules: { configuredAdmins: config.adminUsernames } };
};

runAsProcess((args, output) => runAdminCommand(args, openDatabase, output));
