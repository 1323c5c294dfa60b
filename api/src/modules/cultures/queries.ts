import type { AppDatabase } from '../../db/database';
import type { SubDomain } from '../../db/enums';

/** Recommended 교양 courses in data order, all or one sub-domain's. */
export function cultureCourses(db: AppDatabase, subDomain: SubDomain | undefined) {
  return db
    .selectFrom('cultures')
    .select(['id', 'sub_domain', 'number', 'name', 'credit'])
    .$if(subDomain !== undefined, (query) => query.where('sub_domain', '=', subDomain as SubDomain))
    .orderBy('id')
    .execute();
}
