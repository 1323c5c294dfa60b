import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { PageViewTable } from '../../db/schema';

export async function insertPageView(
  db: AppDatabase,
  pageView: Insertable<PageViewTable>,
): Promise<void> {
  await db.insertInto('page_views').values(pageView).execute();
}
