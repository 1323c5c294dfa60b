import { createSigner } from 'fast-jwt';
import { AppError } from '../errors';
import { createTokenService, keyIdOf, type TokenConfig } from './tokens';

const config: TokenConfig = {
  jwtSecret: 'unit-test-secret-long-enough-for-hs256-signing',
  jwtAcceptedSecrets: [],
  accessTokenTtlSeconds: 1800,
  refreshTokenTtlSeconds: 1_209_600,
  verificationTokenTtlSeconds: 1800,
};
const SESSION = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const member = { memberId: 42, role: 'ROLE_USER', sessionId: SESSION } as const;
const refreshOf = { ...member, generation: 3 } as const;
/** The claims of a minute-long access token of `member`, as the api signs them, issued at `iat`. */
const accessClaims = (iat: number) => ({
  sub: '42',
  memberRole: 'ROLE_USER',
  typ: 'access',
  iat,
  exp: iat + 60,
  jti: 'j',
  sid: SESSION,
});
/** A refresh token of a session logged in a day ago (29 of its 30 days left). */
const issuedRefresh = { ...refreshOf, sessionSecondsLeft: 29 * 86_400 } as const;

/** A clock the test moves; starts at a fixed instant so expiry dates are exact. */
function clock() {
  let nowMs = Date.UTC(2025, 8, 1, 9, 0, 0);
  return { now: () => nowMs, advance: (seconds: number) => (nowMs += seconds * 1000) };
}

function decodePayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** The AppError code a call throws. */
function codeOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('createTokenService', () => {
  it('signs HS256 tokens with sub, memberRole, typ, iat, exp, a unique jti and the session', () => {
    const time = clock();
    const tokens = createTokenService(config, time.now);

    const access = tokens.signAccess(member);
    const other = tokens.signAccess(member);
    const header = JSON.parse(
      Buffer.from(access.token.split('.')[0] ?? '', 'base64url').toString(),
    );

    expect(header.alg).toBe('HS256');
    expect(decodePayload(access.token)).toEqual({
      sub: '42',
      memberRole: 'ROLE_USER',
      typ: 'access',
      iat: time.now() / 1000,
      exp: time.now() / 1000 + 1800,
      jti: access.jti,
      sid: SESSION,
    });
    expect(decodePayload(tokens.signRefresh(issuedRefresh).token)).toMatchObject({
      typ: 'refresh',
      sid: SESSION,
      gen: 3,
    });
    expect(access.expiresAt).toEqual(new Date(time.now() + 1800 * 1000));
    expect(other.jti).not.toBe(access.jti);
  });

  it("ends a refresh token at its session's absolute end when that comes first", () => {
    const time = clock();
    const tokens = createTokenService(config, time.now);

    const young = tokens.signRefresh(issuedRefresh);
    const old = tokens.signRefresh({ ...refreshOf, sessionSecondsLeft: 3600.7 });

    expect(young.lifetimeSeconds).toBe(config.refreshTokenTtlSeconds);
    expect(young.expiresAt).toEqual(new Date(time.now() + config.refreshTokenTtlSeconds * 1000));
    expect(old.lifetimeSeconds).toBe(3600);
    expect(old.expiresAt).toEqual(new Date(time.now() + 3600 * 1000));
    expect(tokens.verifyRefresh(old.token).expiresAt).toEqual(old.expiresAt);
  });

  it('round-trips each token type', () => {
    const tokens = createTokenService(config, clock().now);
    const admin = { memberId: 7, role: 'ROLE_ADMIN', sessionId: SESSION } as const;

    expect(tokens.verifyAccess(tokens.signAccess(admin).token)).toMatchObject(admin);
    expect(tokens.verifyRefresh(tokens.signRefresh(issuedRefresh).token)).toMatchObject(refreshOf);
    expect(tokens.verifyVerification(tokens.signVerification('202312345').token)).toMatchObject({
      username: '202312345',
    });
    const refresh = tokens.signRefresh(issuedRefresh);
    expect(tokens.verifyRefresh(refresh.token).jti).toBe(refresh.jti);
  });

  it('never accepts one type of token as another', () => {
    const tokens = createTokenService(config, clock().now);
    const access = tokens.signAccess(member).token;
    const refresh = tokens.signRefresh(issuedRefresh).token;
    const verification = tokens.signVerification('202312345').token;

    expect(codeOf(() => tokens.verifyAccess(refresh))).toBe('ACCOUNT004');
    expect(codeOf(() => tokens.verifyAccess(verification))).toBe('ACCOUNT004');
    expect(codeOf(() => tokens.verifyRefresh(access))).toBe('ACCOUNT004');
    expect(codeOf(() => tokens.verifyVerification(access))).toBe('ACCOUNT004');
    expect(codeOf(() => tokens.verifyBearer(refresh))).toBe('ACCOUNT004');
  });

  it('tells access and verification bearer tokens apart', () => {
    const tokens = createTokenService(config, clock().now);

    expect(tokens.verifyBearer(tokens.signAccess(member).token)).toMatchObject({
      typ: 'access',
      memberId: 42,
      role: 'ROLE_USER',
    });
    expect(tokens.verifyBearer(tokens.signVerification('202312345').token)).toMatchObject({
      typ: 'verification',
      username: '202312345',
    });
  });

  it('expires access and verification tokens with ACCOUNT005, refresh tokens with ACCOUNT006', () => {
    const time = clock();
    const tokens = createTokenService(config, time.now);
    const access = tokens.signAccess(member).token;
    const verification = tokens.signVerification('202312345').token;
    const refresh = tokens.signRefresh(issuedRefresh).token;

    time.advance(1799);
    expect(tokens.verifyAccess(access).memberId).toBe(42);
    time.advance(1);
    expect(codeOf(() => tokens.verifyAccess(access))).toBe('ACCOUNT005');
    expect(codeOf(() => tokens.verifyVerification(verification))).toBe('ACCOUNT005');
    expect(codeOf(() => tokens.verifyBearer(access))).toBe('ACCOUNT005');
    expect(tokens.verifyRefresh(refresh).memberId).toBe(42);

    time.advance(1_209_600);
    expect(codeOf(() => tokens.verifyRefresh(refresh))).toBe('ACCOUNT006');
  });

  it('rejects tokens signed with another secret, altered, unsigned or garbage', () => {
    const tokens = createTokenService(config, clock().now);
    const stranger = createTokenService({ ...config, jwtSecret: 'x'.repeat(40) }, clock().now);
    const [header, payload, signature] = tokens.signAccess(member).token.split('.');
    const elevated = Buffer.from(
      JSON.stringify({ ...decodePayload(`${header}.${payload}.`), memberRole: 'ROLE_ADMIN' }),
    ).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );

    for (const token of [
      stranger.signAccess(member).token,
      `${header}.${elevated}.${signature}`,
      `${noneHeader}.${payload}.`,
      'not-a-token',
      '',
    ]) {
      expect(codeOf(() => tokens.verifyAccess(token))).toBe('ACCOUNT004');
    }
  });

  it('rejects a correctly signed token with claims the api never issues', () => {
    const time = clock();
    const tokens = createTokenService(config, time.now);
    const sign = createSigner({ key: config.jwtSecret, algorithm: 'HS256' });
    const iat = time.now() / 1000;
    const valid = accessClaims(iat);

    for (const claims of [
      { ...valid, memberRole: 'ROLE_ROOT' },
      { ...valid, sub: 'abc' },
      { ...valid, sub: '-1' },
      { ...valid, typ: 'session' },
      // no session, or not a session id of ours
      { ...valid, sid: undefined },
      { ...valid, sid: 'not-a-uuid' },
      { sub: '42', memberRole: 'ROLE_USER', typ: 'access', iat, exp: iat + 60 },
    ]) {
      expect(codeOf(() => tokens.verifyAccess(sign(claims)))).toBe('ACCOUNT004');
    }
    // A refresh token needs its generation.
    for (const gen of [undefined, 0, 1.5, '2']) {
      const claims = { ...valid, typ: 'refresh', gen };
      expect(codeOf(() => tokens.verifyRefresh(sign(claims)))).toBe('ACCOUNT004');
    }
    expect(
      codeOf(() =>
        tokens.verifyVerification(
          sign({ ...valid, sub: '202312345', typ: 'verification', memberRole: 'ROLE_ADMIN' }),
        ),
      ),
    ).toBe('ACCOUNT004');
  });

  describe('rotating JWT_SECRET (docs/operations.md)', () => {
    const OLD = config.jwtSecret;
    const NEW = 'the-next-secret-also-long-enough-for-hs256';
    const headerOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string };

    it('names the signing secret by its key id, which does not reveal it', () => {
      const { token } = createTokenService(config, clock().now).signAccess(member);
      expect(headerOf(token).kid).toBe(keyIdOf(OLD));
      expect(keyIdOf(OLD)).not.toContain(OLD.slice(0, 6));
      expect(keyIdOf(NEW)).not.toBe(keyIdOf(OLD));
    });

    it('keeps every session through the three steps of a rotation', () => {
      const time = clock();
      const before = createTokenService(config, time.now);
      // 1. every replica learns the new secret before any signs with it
      const learning = createTokenService({ ...config, jwtAcceptedSecrets: [NEW] }, time.now);
      // 2. the new one signs, the old one still verifies
      const switched = createTokenService(
        { ...config, jwtSecret: NEW, jwtAcceptedSecrets: [OLD] },
        time.now,
      );
      const oldRefresh = before.signRefresh(issuedRefresh).token;
      const newAccess = switched.signAccess(member).token;
      expect(headerOf(newAccess).kid).toBe(keyIdOf(NEW));

      expect(switched.verifyRefresh(oldRefresh).memberId).toBe(42);
      // A replica still at step 1 accepts what a replica at step 2 signed.
      expect(learning.verifyAccess(newAccess).sessionId).toBe(SESSION);
      expect(learning.verifyRefresh(oldRefresh).generation).toBe(3);

      // 3. once the old tokens have expired, the old secret goes: its tokens are refused.
      const after = createTokenService({ ...config, jwtSecret: NEW }, time.now);
      expect(after.verifyAccess(newAccess).memberId).toBe(42);
      expect(codeOf(() => after.verifyRefresh(oldRefresh))).toBe('ACCOUNT004');
    });

    it('accepts a token without a key id (signed before key ids) from any configured secret', () => {
      const time = clock();
      const iat = Math.floor(time.now() / 1000);
      const legacy = createSigner({ key: OLD, algorithm: 'HS256' })(accessClaims(iat));
      const switched = createTokenService(
        { ...config, jwtSecret: NEW, jwtAcceptedSecrets: [OLD] },
        time.now,
      );
      expect(switched.verifyAccess(legacy).memberId).toBe(42);
      expect(
        codeOf(() =>
          createTokenService({ ...config, jwtSecret: NEW }, time.now).verifyAccess(legacy),
        ),
      ).toBe('ACCOUNT004');
    });

    it('refuses a key id it does not know, and a token whose kid names another secret', () => {
      const time = clock();
      const stranger = createTokenService({ ...config, jwtSecret: NEW }, time.now).signAccess(
        member,
      ).token;
      expect(codeOf(() => createTokenService(config, time.now).verifyAccess(stranger))).toBe(
        'ACCOUNT004',
      );
      // Signed with NEW but claiming OLD's key id.
      const iat = Math.floor(time.now() / 1000);
      const forged = createSigner({ key: NEW, algorithm: 'HS256', kid: keyIdOf(OLD) })(
        accessClaims(iat),
      );
      const both = createTokenService({ ...config, jwtAcceptedSecrets: [NEW] }, time.now);
      expect(codeOf(() => both.verifyAccess(forged))).toBe('ACCOUNT004');
    });
  });
});
