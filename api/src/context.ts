import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { MemberChanges } from './db/member-changes';
import type { Lifecycle } from './observability/lifecycle';
import type { Portal } from './portal';
import type { AttemptLimiters } from './security';

/** What every domain plugin may use; built once in buildApp and passed to each plugin. */
export interface AppContext {
  config: Config;
  db: AppDatabase;
  /**
   * Changes to members' audit inputs, announced by the database. After writing a member's row
   * or courses, call `memberChanges.changed(memberId)` so this process reads the write at once.
   */
  memberChanges: MemberChanges;
  tokens: TokenService;
  /** The university portal (demo or smu); the password it is given is never stored or logged. */
  portal: Portal;
  /**
   * Per-address and per-학번 attempt limits (429 RATE001): `login` for failed logins, `portal`
   * before every portal call (`context.attemptLimits.portal.consume(request, reply, 학번)`).
   */
  attemptLimits: AttemptLimiters;
  /** Whether the replica is shutting down (GET /api/health/ready). */
  lifecycle: Lifecycle;
}

export interface DomainPluginOptions {
  context: AppContext;
}

/**
 * A domain's routes (`src/modules/<domain>/routes.ts`): an encapsulated Fastify plugin with
 * TypeBox type inference, registered by buildApp under its URL prefix.
 */
export type DomainPlugin = FastifyPluginAsyncTypebox<DomainPluginOptions>;
