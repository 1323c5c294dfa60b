import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { memberDataRows } from './queries';
import type { MyDataSchema } from './schemas';

export type MyData = Static<typeof MyDataSchema>;

/**
 * GET /privacy/my-data: every row the api keeps about the member (the policy's items, table by
 * table), for the member's right of access; 404 MEMBER002 when the member is gone.
 */
export async function myData(db: AppDatabase, memberId: number, now: Date): Promise<MyData> {
  const rows = await memberDataRows(db, memberId);
  if (rows === undefined) throw AppError.of('MEMBER002');
  return {
    exportedAt: now.toISOString(),
    ...rows,
    plan: rows.plan ?? null,
    adminLog: rows.adminLog.map((entry) => ownPartOf(entry, memberId)),
  };
}

type AdminLogRow = NonNullable<Awaited<ReturnType<typeof memberDataRows>>>['adminLog'][number];

/** What an admin-log entry the member is part of may show: admins are anonymous on the board. */
const ADMIN_LABEL = '관리자';

/**
 * The member's own part of an admin-log entry: their own 학번 and name as actor or target, an
 * admin who acted on them as "관리자" only, and nothing of another member they acted on (not
 * even the title of that member's question). The members' ids stay internal.
 */
function ownPartOf(entry: AdminLogRow, memberId: number) {
  const { actorMemberId, targetMemberId, ...shown } = entry;
  const isActor = actorMemberId === memberId;
  const isTarget = targetMemberId === memberId;
  const byAnotherAdmin = !isActor && (entry.actorUsername !== null || entry.actorName !== null);
  return {
    ...shown,
    actorUsername: isActor ? entry.actorUsername : null,
    actorName: isActor ? entry.actorName : byAnotherAdmin ? ADMIN_LABEL : null,
    targetUsername: isTarget ? entry.targetUsername : null,
    targetName: isTarget ? entry.targetName : null,
    questionTitle: isTarget ? entry.questionTitle : null,
  };
}
