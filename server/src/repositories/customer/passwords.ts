import { randomBytes, scrypt, scryptSync, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// scrypt with Node's default cost (N = 2^14, r = 8, p = 1): ~16 MB and tens of milliseconds per guess.
const cost = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$hash` (base64), a random 16-byte salt per password. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, keyLength);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
};

// Compared against when there is no account (or no password yet), so answering takes as long either way.
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(keyLength).toString('base64');

/** Constant-time check of `password` against a stored hash; an empty or malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parts = (stored || decoyHash).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected) && Boolean(stored);
};

/** The same hash, computed synchronously: for seeding sample accounts inside a write transaction. */
export const hashPasswordSync = (password: string): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
};
