import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import type { MemberRole } from '../../db/enums';
import { AppError } from '../../errors';
import {
  findMemberById,
  findMemberByUsername,
  findNonAdmins,
  insertAuditEntry,
  listAdmins,
  lockAdminIds,
  setRole,
  type AdminMemberRow,
} from './queries';
import type { AdminSchema } from './schemas';

// Admin role changes. The admin pages, the admin command (src/cli) and ADMIN_USERNAMES all
// change roles through this file, so they share the rules and every change is in the audit log,
// written in the same transaction as the change.

export type AdminView = Static<typeof AdminSchema>;

/** Who changes a role: an admin on the admin pages, the admin command, or ADMIN_USERNAMES. */
export type RoleChanger =
  { source: 'WEB'; memberId: number } | { source: 'CLI' } | { source: 'ADMIN_USERNAMES' };

export interface AdminRules {
  /**
   * ADMIN_USERNAMES: the setting makes them admins again at every start, so removing them
   * anywhere else would not last; they are refused (409 ADMIN005) instead.
   */
  configuredAdmins: readonly string[];
}

/** The member whose role changed, with the new role. */
export type ChangedMember = AdminMemberRow;

export async function adminList(
  db: AppDatabase,
  rules: AdminRules,
  viewerId: number,
): Promise<AdminView[]> {
  const admins = await listAdmins(db);
  return admins.map((admin) => toAdminView(admin, rules, viewerId));
}

/** Makes an existing member an admin. Unknown 학번 → 404 MEMBER002, already admin → 409 ADMIN003. */
export async function grantAdmin(
  db: AppDatabase,
  changer: RoleChanger,
  username: string,
): Promise<ChangedMember> {
  return changeRole(db, changer, username, 'ROLE_ADMIN', ({ target }) => {
    if (target.role === 'ROLE_ADMIN') throw AppError.of('ADMIN003');
  });
}

/**
 * Makes an admin a regular member again. There is always one admin left (409 ADMIN001), an
 * admin on the pages does not remove themselves while others could (409 ADMIN002: "다른
 * 관리자에게 요청하세요"), and ADMIN_USERNAMES admins stay (409 ADMIN005).
 */
export async function revokeAdmin(
  db: AppDatabase,
  changer: RoleChanger,
  rules: AdminRules,
  username: string,
): Promise<ChangedMember> {
  return changeRole(db, changer, username, 'ROLE_USER', ({ adminIds, actor, target }) => {
    if (target.role !== 'ROLE_ADMIN') throw AppError.of('ADMIN004');
    if (adminIds.length <= 1) throw AppError.of('ADMIN001');
    if (actor !== null && actor.id === target.id) throw AppError.of('ADMIN002');
    if (rules.configuredAdmins.includes(target.username)) throw AppError.of('ADMIN005');
  });
}

interface RoleChange {
  /** The admins now, locked until the change commits: two changes at once see each other. */
  adminIds: readonly number[];
  actor: AdminMemberRow | null;
  target: AdminMemberRow;
}

/**
 * A role change by the admin pages or the command, in one transaction: the acting admin checked,
 * the target found (404 MEMBER002), `refuse` throws when the change breaks a rule, then the new
 * role and its audit entry.
 */
async function changeRole(
  db: AppDatabase,
  changer: RoleChanger,
  username: string,
  role: MemberRole,
  refuse: (change: RoleChange) => void,
): Promise<ChangedMember> {
  return db.transaction().execute(async (trx) => {
    const adminIds = await lockAdminIds(trx);
    const actor = await actingAdmin(trx, changer, adminIds);
    const target = await findMemberByUsername(trx, username);
    if (target === undefined) throw AppError.of('MEMBER002');
    refuse({ adminIds, actor, target });
    await setRole(trx, target.id, role);
    const action = role === 'ROLE_ADMIN' ? 'ADMIN_GRANTED' : 'ADMIN_REVOKED';
    await recordChange(trx, action, changer, actor, target);
    return { ...target, role };
  });
}

/**
 * ADMIN_USERNAMES at server start: members listed who signed up before being listed become
 * admins, each change logged. Returns how many were promoted.
 */
export async function grantConfiguredAdmins(
  db: AppDatabase,
  usernames: readonly string[],
): Promise<number> {
  if (usernames.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const promoted = await findNonAdmins(trx, usernames);
    for (const member of promoted) {
      await setRole(trx, member.id, 'ROLE_ADMIN');
      await recordChange(trx, 'ADMIN_GRANTED', { source: 'ADMIN_USERNAMES' }, null, member);
    }
    return promoted.length;
  });
}

/**
 * ADMIN_USERNAMES at sign-up: the member was created as an admin (accounts/registration.ts); this
 * logs it. Call it inside the sign-up's transaction.
 */
export async function recordConfiguredAdminSignUp(
  db: AppDatabase,
  member: { id: number; username: string; name: string },
): Promise<void> {
  await recordChange(db, 'ADMIN_GRANTED', { source: 'ADMIN_USERNAMES' }, null, member);
}

/**
 * The admin acting on the pages, still an admin now (the token's role may be up to 30 minutes
 * old); null for the admin command and ADMIN_USERNAMES.
 */
async function actingAdmin(
  db: AppDatabase,
  changer: RoleChanger,
  adminIds: readonly number[],
): Promise<AdminMemberRow | null> {
  if (changer.source !== 'WEB') return null;
  const actor = adminIds.includes(changer.memberId)
    ? await findMemberById(db, changer.memberId)
    : undefined;
  if (actor === undefined) throw AppError.of('ACCOUNT008');
  return actor;
}

async function recordChange(
  db: AppDatabase,
  action: 'ADMIN_GRANTED' | 'ADMIN_REVOKED',
  changer: RoleChanger,
  actor: AdminMemberRow | null,
  target: { id: number; username: string; name: string },
): Promise<void> {
  await insertAuditEntry(db, {
    action,
    source: changer.source,
    actor_member_id: actor?.id ?? null,
    actor_username: actor?.username ?? null,
    actor_name: actor?.name ?? null,
    target_member_id: target.id,
    target_username: target.username,
    target_name: target.name,
  });
}

/**
 * Whether the member is an admin now, by the database rather than the token: a revoked admin
 * loses the admin pages at once, not when the access token expires.
 */
export async function isCurrentAdmin(db: AppDatabase, memberId: number): Promise<boolean> {
  return (await findMemberById(db, memberId))?.role === 'ROLE_ADMIN';
}

export function toAdminView(admin: AdminMemberRow, rules: AdminRules, viewerId: number): AdminView {
  return {
    username: admin.username,
    name: admin.name,
    department: admin.department,
    configured: rules.configuredAdmins.includes(admin.username),
    isSelf: admin.id === viewerId,
  };
}
