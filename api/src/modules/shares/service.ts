import { createHash, randomBytes } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { englishTextOrNull } from '../../display-en';
import { AppError } from '../../errors';
import { englishDomainBoxes } from '../courses/english';
import { creditResponse, resultBoxes, type MemberAudit } from '../courses/service';
import { cohortFallbackNotice } from '../courses/basis';
import { entranceYearOf } from '../../academic/student-number';
import { curriculumTerm } from '../terms/service';
import {
  countLiveShares,
  deleteExpiredShares,
  deleteShare,
  insertShare,
  liveShares,
  liveSnapshot,
  memberDepartmentNames,
} from './queries';
import {
  MAX_LIVE_SHARES,
  SHARE_TOKEN_PATTERN,
  type ShareBodySchema,
  type ShareCreatedSchema,
  type SharedResultSchema,
  type SharedSnapshot,
  type ShareListSchema,
} from './schemas';

export interface ShareDependencies {
  db: AppDatabase;
  /** A fresh audit of the member (modules/courses): the snapshot is the result right now. */
  audit: (memberId: number) => Promise<MemberAudit>;
  /** The api's clock: the share's time and expiry, and which links are live. */
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = new RegExp(SHARE_TOKEN_PATTERN);
const LINK_ID = /^[1-9][0-9]{0,9}$/;
/** shares.id is an `integer` column: a larger number would be a database error, not a 404. */
const MAX_LINK_ID = 2_147_483_647;

/** A new link's secret: 32 random bytes (256 bits) in base64url, 43 characters. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the table keeps of a token. A plain SHA-256 is enough here (no salt, no slow hash):
 * the token is 256 random bits, not a password, so there is nothing to guess from the digest.
 */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * POST /shares: audits the member now and stores that result as the link's snapshot. The
 * snapshot holds the boxes of the result page (credit, categories, culture domains) and the
 * rule set, the name only with `showName`, never the 학번 or any course.
 */
export async function createShare(
  { db, audit, now }: ShareDependencies,
  memberId: number,
  { expiresInDays, showName }: Static<typeof ShareBodySchema>,
  siteOrigin: string,
): Promise<Static<typeof ShareCreatedSchema>> {
  const memberAudit = await audit(memberId);
  const { cohort } = memberAudit.member;
  // As on the result page: 졸업생 (before 2017) have no rule set to check against.
  if (cohort === null) throw AppError.of('SHARE003');
  const sharedAt = now();
  await deleteExpiredShares(db, memberId, sharedAt);
  if ((await countLiveShares(db, memberId, sharedAt)) >= MAX_LIVE_SHARES) {
    throw AppError.of('SHARE002');
  }
  const [departments, term] = await Promise.all([
    memberDepartmentNames(db, memberId),
    curriculumTerm(db),
  ]);
  if (departments === undefined) throw AppError.of('MEMBER002');
  const snapshot: SharedSnapshot = {
    sharedAt: sharedAt.toISOString(),
    name: showName ? memberAudit.member.name : null,
    ruleSet: {
      cohort,
      term,
      department: departments.department,
      secondDepartment: departments.secondDepartment,
      notice: cohortFallbackNotice(entranceYearOf(memberAudit.member.username), cohort),
    },
    ...sharedBoxes(memberAudit),
  };
  const token = newShareToken();
  const expiresAt = new Date(sharedAt.getTime() + expiresInDays * DAY_MS);
  await insertShare(db, {
    memberId,
    tokenHash: hashShareToken(token),
    showName,
    snapshot,
    expiresAt,
  });
  return { token, url: `${siteOrigin}/shared/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The result page's boxes, from the same builders as GET /graduation-check, without the 학번. */
function sharedBoxes(
  memberAudit: MemberAudit,
): Pick<SharedSnapshot, 'credit' | 'categories' | 'domains'> {
  const { username: _username, name: _name, ...credit } = creditResponse(memberAudit);
  return { credit, ...resultBoxes(memberAudit) };
}

/** GET /shares: the member's live links, newest first. */
export async function listShares(
  db: AppDatabase,
  memberId: number,
  now: Date,
): Promise<Static<typeof ShareListSchema>> {
  await deleteExpiredShares(db, memberId, now);
  const rows = await liveShares(db, memberId, now);
  const content = rows.map((row) => ({
    id: row.id,
    showName: row.show_name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
  return { count: content.length, content };
}

/**
 * GET /shares/{token}, for anyone holding the link. Unknown, malformed, expired and revoked
 * tokens all answer the same 404, so the answer tells nothing about other links.
 */
export async function sharedResult(
  db: AppDatabase,
  token: string,
  now: Date,
): Promise<Static<typeof SharedResultSchema>> {
  if (!TOKEN.test(token)) throw AppError.of('SHARE001');
  const found = await liveSnapshot(db, hashShareToken(token), now);
  if (found === undefined) throw AppError.of('SHARE001');
  return { ...found.snapshot, expiresAt: found.expiresAt.toISOString() };
}

/**
 * DELETE /shares/{token}: revokes one of the member's links. The list cannot give tokens back
 * (only their hashes are kept), so a link's id from GET /shares is accepted too. Another
 * member's link is "not found", as is an unknown one.
 */
export async function revokeShare(db: AppDatabase, memberId: number, tokenOrId: string) {
  const which = LINK_ID.test(tokenOrId)
    ? Number(tokenOrId) <= MAX_LINK_ID
      ? { id: Number(tokenOrId) }
      : null
    : TOKEN.test(tokenOrId)
      ? { tokenHash: hashShareToken(tokenOrId) }
      : null;
  if (which === null || !(await deleteShare(db, memberId, which))) throw AppError.of('SHARE001');
}

/**
 * A shared result for an English request (ADR 0063): the snapshot keeps the Korean texts of
 * sharing time, translated when they are sent, so one link reads in either language.
 */
export function englishSharedResult(
  shared: Static<typeof SharedResultSchema>,
): Static<typeof SharedResultSchema> {
  const { notice } = shared.ruleSet;
  return {
    ...shared,
    ruleSet: {
      ...shared.ruleSet,
      ...(notice === undefined ? {} : { notice: englishTextOrNull(notice) }),
    },
    domains: englishDomainBoxes(shared.domains),
  };
}
