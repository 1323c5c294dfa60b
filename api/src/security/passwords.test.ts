import { scryptSync } from 'node:crypto';
import { createPasswordHasher, SITE_SCRYPT_PARAMETERS } from './passwords';

// With the site's parameters: what members' hashes are made with.
const site = createPasswordHasher(SITE_SCRYPT_PARAMETERS);

// Made with Python's hashlib.pbkdf2_hmac, Django's algorithm, independently of this code.
const DJANGO_HASH =
  'pbkdf2_sha256$390000$QxZ7cMLt0dWp8sKq4n2Yv1$PD6edr3GcHQv+4ddaezmV+MGuvHHhp+/MKLM8po4qOM=';
const DJANGO_PASSWORD = 'django-pass-1';
const DJANGO_KOREAN_HASH =
  'pbkdf2_sha256$1000$saltsalt$i9yY3GMN2tAvEAT++W+BL7xJqycr0LPYCW65aSTUogs=';

describe('hash', () => {
  it('stores scrypt N=2^15 r=8 p=1 with a 16-byte salt and a 32-byte key', async () => {
    const hash = await site.hash('correct horse');

    const [scheme, cost, blockSize, parallelization, salt, key] = hash.split('$');
    expect([scheme, cost, blockSize, parallelization]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    // The key is scrypt's own output for that salt (checked with the synchronous API).
    const expected = scryptSync('correct horse', Buffer.from(salt ?? '', 'base64url'), 32, {
      N: 32768,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(key).toBe(expected.toString('base64url'));
  });

  it('salts every hash, so equal passwords never share a stored value', async () => {
    const [first, second] = await Promise.all([
      site.hash('same-password'),
      site.hash('same-password'),
    ]);
    expect(first).not.toBe(second);
    expect(first).not.toContain('same-password');
  });
});

describe('verify', () => {
  it('accepts the right password and rejects any other', async () => {
    const hash = await site.hash('비밀번호 with 한글');

    await expect(site.verify('비밀번호 with 한글', hash)).resolves.toEqual({
      matches: true,
      needsRehash: false,
    });
    await expect(site.verify('비밀번호 with 한글 ', hash)).resolves.toEqual({
      matches: false,
      needsRehash: false,
    });
    await expect(site.verify('', hash)).resolves.toMatchObject({ matches: false });
  });

  it('accepts the Django pbkdf2_sha256 hashes of members migrated from v1 and asks for a rehash', async () => {
    await expect(site.verify(DJANGO_PASSWORD, DJANGO_HASH)).resolves.toEqual({
      matches: true,
      needsRehash: true,
    });
    await expect(site.verify('비밀번호한글1', DJANGO_KOREAN_HASH)).resolves.toEqual({
      matches: true,
      needsRehash: true,
    });
    await expect(site.verify('django-pass-2', DJANGO_HASH)).resolves.toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it('asks for a rehash of a scrypt hash with weaker parameters', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-password', salt, 32, { N: 16384, r: 8, p: 1 });
    const weaker = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');

    await expect(site.verify('old-password', weaker)).resolves.toEqual({
      matches: true,
      needsRehash: true,
    });
  });

  it("asks for a rehash of the site's hashes when its own parameters differ, and hashes with them", async () => {
    const cheaper = createPasswordHasher({ cost: 2 ** 10, blockSize: 8, parallelization: 1 });
    const siteHash = await site.hash('pw-of-both');
    const cheaperHash = await cheaper.hash('pw-of-both');

    expect(cheaperHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(cheaper.verify('pw-of-both', siteHash)).resolves.toEqual({
      matches: true,
      needsRehash: true,
    });
    await expect(site.verify('pw-of-both', cheaperHash)).resolves.toEqual({
      matches: true,
      needsRehash: true,
    });
    await expect(cheaper.verify('pw-of-both', cheaperHash)).resolves.toEqual({
      matches: true,
      needsRehash: false,
    });
  });

  it('checks an unknown member against one hash of its own parameters, made once', async () => {
    const first = await site.unknownMemberHash();

    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(site.unknownMemberHash()).resolves.toBe(first);
  });

  it.each([
    ['an empty value', ''],
    ['the placeholder of a member without a password', 'not-a-real-hash'],
    ['an unknown scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA$a2V5'],
    ['parameters needing gigabytes of memory', 'scrypt$1048576$64$1$c2FsdA$a2V5'],
    ['an absurd parallelization', 'scrypt$1024$8$999$c2FsdA$a2V5'],
    ['an empty key', 'scrypt$32768$8$1$c2FsdA$A'],
    ['zero pbkdf2 rounds', 'pbkdf2_sha256$0$salt$a2V5'],
  ])('never matches (and never throws on) %s', async (_case, stored) => {
    await expect(site.verify('any-password', stored)).resolves.toEqual({
      matches: false,
      needsRehash: false,
    });
  });
});
