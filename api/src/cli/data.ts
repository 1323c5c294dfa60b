// The data command (package script `data`: node dist/cli/data.js). See USAGE in data-command.ts.
import '../runtime';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { runDataCommand } from './data-command';
import { runAsProcess } from './process';

// The configuration is read only when the command needs the database: --help works without it.
const openDatabase = async () => createDatabase(loadConfig());

runAsProcess((args, output) => runDataCommand(args, openDatabase, output));
