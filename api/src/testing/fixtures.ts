import type { AppDatabase } from '../db/database';
import type { NewMember } from '../db/schema';

let lastUsername = 202_300_000;

/**
 * Inserts a member with plausible defaults (cohort 2023 = year id 8, 컴퓨터과학전공 = id 1)
 * and returns its id. The password hash is a placeholder: log in through the accounts api
 * when a test needs a real password.
 */
export async function insertMember(
  db: AppDatabase,
  overrides: Partial<NewMember> = {},
): Promise<number> {
  lastUsername += 1;
  const { id } = await db
    .insertInto('members')
    .values({
      username: String(lastUsername),
      password_hash: 'not-a-real-hash',
      name: '테스트',
      email: null,
      year_id: 8,
      department_id: 1,
      second_department_id: null,
      exemption: null,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
