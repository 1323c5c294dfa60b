import { sql } from 'kysely';
import { signedInMember, useTestApi } from '../../testing';
import { deleteAnswer } from '../answers/queries';
import { findQuestionAuthorId } from '../questions/queries';
import { seedAnswer, seedQuestion } from '../questions/testing';
import { removeMember } from './service';

// A withdrawal keeps the member's answered questions (without their author) and deletes the
// unanswered ones (docs/adr/0037). An admin deleting the answer at the same moment must not leave
// a question that is both authorless and unanswered. Concurrent transactions: PostgreSQL only
// (PGlite has one connection, so its transactions never overlap).
const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('a withdrawal racing the deletion of an answer', () => {
  const api = useTestApi('postgres');

  /**
   * Resolves once a statement of another session waits for a row lock. PostgreSQL tells of a
   * waiting session only in pg_stat_activity, which nothing notifies of, so it is read until one
   * is (docs/adr/0056); jest's timeout bounds the wait.
   */
  async function someoneWaitsForALock(): Promise<void> {
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(api.db);
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('deletes the question with the member when the answer went first', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const author = await signedInMember(api);
    const id = await seedQuestion(api, author.id);
    await seedAnswer(api, id, admin.id);

    // The admin's deletion, as answers/service.ts runs it, held open while the author withdraws.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const deletion = api.db.transaction().execute(async (trx) => {
      expect(await findQuestionAuthorId(trx, id, { lock: true })).toBe(author.id);
      expect(await deleteAnswer(trx, id)).toBe(true);
      await committed;
    });
    const withdrawal = removeMember(api.db, author.id);
    await someoneWaitsForALock();
    commit();
    await Promise.all([deletion, withdrawal]);

    const left = await api.db.selectFrom('questions').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
