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
  return { exportedAt: now.toISOString(), ...rows, plan: rows.plan ?? null };
}
