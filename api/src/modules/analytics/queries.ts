import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { PageViewTable } from '../../db/schema';

export async function insertPageView(
  db: AppDatabase,
  pageView: Insertable<PageViewTable>,
): Promise<void> {
  await db.insertInto('page_views').values(pageView).execute();
}

/** Deletes the page views that happened before `cutoff` (indexed on occurred_at). */
export async function deletePageViewsBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('page_views')
    .where('occurred_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
