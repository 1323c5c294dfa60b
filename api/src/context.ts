import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { MemberChanges } from './db/member-changes';
import type { TermClock } from './academic/term-calendar';
import type { MailTransport } from './mail/transport';
import type { MailSender } from './modules/notifications/outbox';
import type { Lifecycle } from './observability/lifecycle';
import type { Portal } from './portal';
import type { AttemptLimiters, PasswordHasher } from './security';

/** What every domain plugin may use; built once in buildApp and passed to each plugin. */
export interface AppContext {
  config: Config;
  /** The api's clock in milliseconds (tests move it): for anything that depends on "now". */
  now: () => number;
  db: AppDatabase;
  /**
   * Changes to members' audit inputs, announced by the database. After writing a member's row
   * or courses, call `memberChanges.changed(memberId)` so this process reads the write at once.
   */
  memberChanges: MemberChanges;
  tokens: TokenService;
  /**
   * The university portal (demo or smu); the password it is given is never stored or logged.
   * Every login through it passes the lock-out guard (security/portal-lockout-guard.ts).
   */
  portal: Portal;
  /**
   * Attempt limits (429 RATE001), counted before the work: `login` for password checks, `portal`
   * before every portal call (`await context.attemptLimits.portal.consume({ ip, username })`),
   * and the per-member/per-address limits of refresh, Q&A writes and shares.
   */
  attemptLimits: AttemptLimiters;
  /** Members' password hashes, with config.passwordHashing's parameters. */
  passwords: PasswordHasher;
  /** The current term from the calendar (docs/adr/0031): everything that asks "which term is it". */
  terms: TermClock;
  /**
   * Sends the answer mails of the outbox (docs/adr/0034); `wake()` after committing one so it
   * goes out now rather than at the next poll.
   */
  mailSender: MailSender;
  /** Where mails go (SMTP or .eml files); the address-confirmation mails are sent through it at once. */
  mailTransport: MailTransport;
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

/**
 * `plugin`, with Fastify's display name set to the function's own name: the name Fastify gives
 * it anyway, but without a display name it first looks for the function among the exports of
 * every loaded module (`require.cache`) at each registration, which under jest's module registry
 * costs ~10 ms a plugin (docs/benchmarks.md, "CI: where the time goes").
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
