import { closeDatabase, type AppDatabase } from '../db/database';
import type { MemberRole } from '../db/enums';
import { PgliteInUseError } from '../db/pglite-lock';
import { setMemberRole } from '../modules/members/queries';

export const USAGE = `Usage: node dist/cli/admin.js <command>   (npm run admin -w api -- <command>)

  grant <학번>    make the member an admin (ROLE_ADMIN)
  revoke <학번>   make the admin a regular member (ROLE_USER)
  --help         show this help

Opens the api's database as the server does (DATABASE_URL, or PGlite in DATA_DIR). PGlite
allows one process per data folder: stop the api first, or list the 학번 in ADMIN_USERNAMES,
which grants the role at sign-up and at every server start. A changed role applies from the
member's next login or token refresh (an access token lives at most 30 minutes).`;

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
/** Wrong arguments, as POSIX tools do. */
export const EXIT_USAGE = 2;

const ROLE_OF_COMMAND: Readonly<Record<string, MemberRole>> = {
  grant: 'ROLE_ADMIN',
  revoke: 'ROLE_USER',
};

/**
 * `admin grant|revoke <학번>`: sets the member's role and prints what it did. Returns the exit
 * code; every failure is one clear line on stderr. `openDatabase` is called only for a valid
 * command, so `--help` and typos never touch the database.
 */
export async function runAdminCommand(
  args: readonly string[],
  openDatabase: () => Promise<AppDatabase>,
  output: CommandOutput,
): Promise<number> {
  const [command, username, ...extra] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    output.out(USAGE);
    return EXIT_OK;
  }
  const role = command === undefined ? undefined : ROLE_OF_COMMAND[command];
  if (role === undefined || username === undefined || extra.length > 0) {
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

  let db: AppDatabase;
  try {
    db = await openDatabase();
  } catch (error) {
    if (!(error instanceof PgliteInUseError)) throw error;
    output.err(
      `The PGlite data folder ${error.dataDir} is in use by process ${error.pid} (the api server?). ` +
        `Stop it first, or use ADMIN_USERNAMES. If nothing is running, delete ${error.lockFile}.`,
    );
    return EXIT_FAILED;
  }
  try {
    const member = await setMemberRole(db, username, role);
    if (member === null) {
      output.err(`No member with 학번 ${username}: the student must sign up first.`);
      return EXIT_FAILED;
    }
    output.out(`${username} (${member.name}) is now ${role}.`);
    return EXIT_OK;
  } catch (error) {
    if (isUndefinedTable(error)) {
      output.err('The database has no tables yet: start the api once to create them.');
      return EXIT_FAILED;
    }
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

/** PostgreSQL's undefined_table: a database the api never migrated. */
function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '42P01';
}
