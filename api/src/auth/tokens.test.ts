import { createSigner } from 'fast-jwt';
import { AppError } from '../errors';
import { createTokenService, type TokenConfig } from './tokens';

const config: TokenConfig = {
  jwtSecret: 'unit-test-secret-long-enough-for-hs256-signing',
  accessTokenTtlSeconds: 1800,
  refreshTokenTtlSeconds: 1_209_600,
  verificationTokenTtlSeconds: 1800,
};
const member = { memberId: 42, role: 'ROLE_USER' } as const;

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
  it('signs HS256 tokens with sub, memberRole, typ, iat, exp and a unique jti', () => {
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
    });
    expect(access.expiresAt).toEqual(new Date(time.now() + 1800 * 1000));
    expect(other.jti).not.toBe(access.jti);
  });

  it('round-trips each token type', () => {
    const tokens = createTokenService(config, clock().now);
    const admin = { memberId: 7, role: 'ROLE_ADMIN' } as const;

    expect(tokens.verifyAccess(tokens.signAccess(admin).token)).toMatchObject(admin);
    expect(tokens.verifyRefresh(tokens.signRefresh(member).token)).toMatchObject(member);
    expect(tokens.verifyVerification(tokens.signVerification('202312345').token)).toMatchObject({
      username: '202312345',
    });
    const refresh = tokens.signRefresh(member);
    expect(tokens.verifyRefresh(refresh.token).jti).toBe(refresh.jti);
  });

  it('never accepts one type of token as another', () => {
    const tokens = createTokenService(config, clock().now);
    const access = tokens.signAccess(member).token;
    const refresh = tokens.signRefresh(member).token;
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
    const refresh = tokens.signRefresh(member).token;

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
    const valid = {
      sub: '42',
      memberRole: 'ROLE_USER',
      typ: 'access',
      iat,
      exp: iat + 60,
      jti: 'j',
    };

    for (const claims of [
      { ...valid, memberRole: 'ROLE_ROOT' },
      { ...valid, sub: 'abc' },
      { ...valid, sub: '-1' },
      { ...valid, typ: 'session' },
      { sub: '42', memberRole: 'ROLE_USER', typ: 'access', iat, exp: iat + 60 },
    ]) {
      expect(codeOf(() => tokens.verifyAccess(sign(claims)))).toBe('ACCOUNT004');
    }
    expect(
      codeOf(() =>
        tokens.verifyVerification(
          sign({ ...valid, sub: '202312345', typ: 'verification', memberRole: 'ROLE_ADMIN' }),
        ),
      ),
    ).toBe('ACCOUNT004');
  });
});
