import { closeDatabase, type AppDatabase } from '../db/database';
import { PgliteInUseError } from '../db/pglite-lock';
import { AppError } from '../errors';
import { grantAdmin, revokeAdmin, type AdminRules } from '../modules/admin/roles';

export const USAGE = `Usage: node dist/cli/admin.js <command>   (npm run admin -w api -- <command>)

  grant <학번>    make the member an admin (ROLE_ADMIN)
  revoke <학번>   make the admin a regular member (ROLE_USER); the last admin and the
                 ADMIN_USERNAMES admins stay
  --help         show this help

Opens the api's database as the server does (DATABASE_URL, or PGlite in DATA_DIR). PGlite
allows one process per data folder: stop the api first, or list the 학번 in ADMIN_USERNAMES,
which grants the role at sign-up and at every server start. A changed role applies from the
member's next login or token refresh (an access token lives at most 30 minutes). Every change
is written to the admin audit log (GET /api/v1/admin/audit-log), as the admin pages' changes are.`;

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** The api's database and the admin rules of the configuration it was opened with. */
export interface OpenedDatabase {
  db: AppDatabase;
  rules: AdminRules;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
/** Wrong arguments, as POSIX tools do. */
export const EXIT_USAGE = 2;

/** The commands run through the admin module's service: same rules, same audit log as the pages. */
const COMMANDS = {
  grant: (db: AppDatabase, username: string) => grantAdmin(db, { source: 'CLI' }, username),
  revoke: (db: AppDatabase, username: string, rules: AdminRules) =>
    revokeAdmin(db, { source: 'CLI' }, rules, username),
} as const;

function isCommand(command: string | undefined): command is keyof typeof COMMANDS {
  return command === 'grant' || command === 'revoke';
}

/** One line on stderr for each refusal of the admin service. */
const REFUSALS: Readonly<Record<string, (username: string) => string>> = {
  MEMBER002: (username) => `No member with 학번 ${username}: the student must sign up first.`,
  ADMIN001: (username) => `${username} is the last admin: grant the role to another member first.`,
  ADMIN003: (username) => `${username} is already ROLE_ADMIN.`,
  ADMIN004: (username) => `${username} is not an admin.`,
  ADMIN005: (username) =>
    `${username} is listed in ADMIN_USERNAMES, which makes it an admin again at every start: remove it there first.`,
};

/**
 * `admin grant|revoke <학번>`: sets the member's role and prints what it did. Returns the exit
 * code; every failure is one clear line on stderr. `openDatabase` is called only for a valid
 * command, so `--help` and typos never touch the database.
 */
export async function runAdminCommand(
  args: readonly string[],
  openDatabase: () => Promise<OpenedDatabase>,
  output: CommandOutput,
): Promise<number> {
  const [command, username, ...extra] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    output.out(USAGE);
    return EXIT_OK;
  }
  if (!isCommand(command) || username === undefined || extra.length > 0) {
    output.err(
      command === undefined ? 'No command given.' : `Unknown arguments: ${args.join(' ')}`,
    );
    output.err(USAGE);
    return EXIT_USAGE;
  }
  if (!/^\d{9}$/.test(username)) {
    output.err(`"${username}" is not a 학번 (9 digits).`);
    return EXIT_USAGE;
  }

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase();
  } catch (error) {
    if (!(error instanceof PgliteInUseError)) throw error;
    output.err(
      `The PGlite data folder ${error.dataDir} is in use by process ${error.pid} (the api server?). ` +
        `Stop it first, or use ADMIN_USERNAMES. If nothing is running, delete ${error.lockFile}.`,
    );
    return EXIT_FAILED;
  }
  try {
    const member = await COMMANDS[command](opened.db, username, opened.rules);
    output.out(`${username} (${member.name}) is now ${member.role}.`);
    return EXIT_OK;
  } catch (error) {
    const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (refusal !== undefined) {
      output.err(refusal(username));
      return EXIT_FAILED;
    }
    if (isUndefinedTable(error)) {
      output.err('The database has no tables yet: start the api once to create them.');
      return EXIT_FAILED;
    }
    throw error;
  } finally {
    await closeDatabase(opened.db);
  }
}

/** PostgreSQL's undefined_table: a database the api never migrated. */
function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '42P01';
}
