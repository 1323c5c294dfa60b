import { pbkdf2, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/** scrypt's parameters; new hashes are made with them and carry them in the stored value. */
export interface ScryptParameters {
  /** N, a power of two. */
  cost: number;
  /** r */
  blockSize: number;
  /** p */
  parallelization: number;
}

/**
 * The site's: scrypt, memory-hard: N = 2^15, r = 8, p = 1 needs 128·N·r = 32 MiB per hash (tens
 * of ms on libuv's thread pool, so the event loop stays free while it runs).
 */
export const SITE_SCRYPT_PARAMETERS: ScryptParameters = {
  cost: 2 ** 15,
  blockSize: 8,
  parallelization: 1,
};
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/**
 * Stored parameters are only trusted up to this much memory (and p ≤ 16), so a corrupted or
 * planted hash cannot make a login allocate gigabytes.
 */
const MAX_SCRYPT_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_SCRYPT_PARALLELIZATION = 16;
const MAX_PBKDF2_ITERATIONS = 10_000_000;

/** Ours: `scrypt$<N>$<r>$<p>$<base64url salt>$<base64url key>`; parameters travel with the hash. */
const SCRYPT_HASH =
  /^scrypt\$(\d{1,10})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;
/** Django's `pbkdf2_sha256$<iterations>$<salt>$<base64 hash>`, kept by members migrated from v1. */
const DJANGO_PBKDF2_HASH = /^pbkdf2_sha256\$(\d{1,10})\$([^$]+)\$([A-Za-z0-9+/]+={0,2})$/;

export interface PasswordCheck {
  matches: boolean;
  /**
   * The stored hash is of an older scheme (Django's pbkdf2) or weaker parameters: after a
   * successful login the caller replaces it with `hashPassword(password)`.
   */
  needsRehash: boolean;
}

const NO_MATCH: PasswordCheck = { matches: false, needsRehash: false };

/** Hashes and checks members' passwords with one set of scrypt parameters (config.passwordHashing). */
export interface PasswordHasher {
  /** A new salted scrypt hash, parameters included, for the members table. */
  hash(password: string): Promise<string>;
  /**
   * Checks a password against our scrypt hashes (of any acceptable parameters) and Django's
   * pbkdf2_sha256 ones, comparing in constant time. An unreadable stored value never matches;
   * it is not an error, since the member can still reset the password through the portal.
   */
  verify(password: string, stored: string): Promise<PasswordCheck>;
  /**
   * A hash made once, of a random password, to check an unknown 학번's password against: the
   * answer then takes the same scrypt work as a member's.
   */
  unknownMemberHash(): Promise<string>;
}

export function createPasswordHasher(parameters: ScryptParameters): PasswordHasher {
  let unknownMemberHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => hashPassword(password, parameters),
    verify: (password, stored) => verifyPassword(password, stored, parameters),
    unknownMemberHash: () => (unknownMemberHash ??= hasher.hash(randomUUID())),
  };
  return hasher;
}

async function hashPassword(password: string, parameters: ScryptParameters): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptKey(password, salt, KEY_BYTES, parameters);
  const { cost, blockSize, parallelization } = parameters;
  const encoded = [salt, key].map((bytes) => bytes.toString('base64url'));
  return ['scrypt', cost, blockSize, parallelization, ...encoded].join('$');
}

async function verifyPassword(
  password: string,
  stored: string,
  current: ScryptParameters,
): Promise<PasswordCheck> {
  const scryptMatch = SCRYPT_HASH.exec(stored);
  if (scryptMatch) {
    const [, cost = '', blockSize = '', parallelization = '', salt = '', key = ''] = scryptMatch;
    const parameters: ScryptParameters = {
      cost: Number(cost),
      blockSize: Number(blockSize),
      parallelization: Number(parallelization),
    };
    if (!acceptableScryptParameters(parameters)) return NO_MATCH;
    const expected = Buffer.from(key, 'base64url');
    if (expected.length === 0) return NO_MATCH;
    const actual = await scryptKey(
      password,
      Buffer.from(salt, 'base64url'),
      expected.length,
      parameters,
    );
    if (!constantTimeEqual(actual, expected)) return NO_MATCH;
    const upToDate =
      parameters.cost === current.cost &&
      parameters.blockSize === current.blockSize &&
      parameters.parallelization === current.parallelization &&
      expected.length === KEY_BYTES;
    return { matches: true, needsRehash: !upToDate };
  }

  const djangoMatch = DJANGO_PBKDF2_HASH.exec(stored);
  if (djangoMatch) {
    const [, iterations = '', salt = '', hash = ''] = djangoMatch;
    const rounds = Number(iterations);
    if (rounds < 1 || rounds > MAX_PBKDF2_ITERATIONS) return NO_MATCH;
    const expected = Buffer.from(hash, 'base64');
    if (expected.length === 0) return NO_MATCH;
    // Django derives the key from the salt's text (UTF-8), not from decoded bytes.
    const actual = await pbkdf2Async(password, salt, rounds, expected.length, 'sha256');
    if (!constantTimeEqual(actual, expected)) return NO_MATCH;
    return { matches: true, needsRehash: true };
  }

  return NO_MATCH;
}

function scryptMemoryBytes({ cost, blockSize }: ScryptParameters): number {
  return 128 * cost * blockSize;
}

function acceptableScryptParameters(parameters: ScryptParameters): boolean {
  const { cost, blockSize, parallelization } = parameters;
  const powerOfTwo = cost > 1 && Number.isSafeInteger(cost) && (cost & (cost - 1)) === 0;
  return (
    powerOfTwo &&
    blockSize >= 1 &&
    parallelization >= 1 &&
    parallelization <= MAX_SCRYPT_PARALLELIZATION &&
    scryptMemoryBytes(parameters) <= MAX_SCRYPT_MEMORY_BYTES
  );
}

function scryptKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  parameters: ScryptParameters,
): Promise<Buffer> {
  // Node refuses anything above maxmem (default 32 MiB, exactly what N = 2^15, r = 8 needs).
  const options = { ...parameters, maxmem: 2 * scryptMemoryBytes(parameters) };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function constantTimeEqual(actual: Buffer, expected: Buffer): boolean {
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
