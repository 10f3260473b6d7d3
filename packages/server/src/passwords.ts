/**
 * Password hashes: Argon2id at the OWASP Password Storage Cheat Sheet's minimum (19 MiB of
 * memory, 2 passes, 1 lane; @node-rs/argon2's default algorithm), stored as PHC strings,
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. Hashes made before (scrypt with N=2^14,
 * below that minimum: `scrypt$N$r$p$salt$hash`) still verify, and `needsRehash` tells the
 * sign-in to replace them with the password it has just checked.
 */
import { hash, verify } from '@node-rs/argon2';
import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const argon2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const current = `$argon2id$v=19$m=${argon2.memoryCost},t=${argon2.timeCost},p=${argon2.parallelism}$`;

// The same text however it was typed (composed or decomposed accents, full-width forms).
const normal = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normal(password), argon2);
}

/** True for a hash made with other settings than today's: replace it at the next sign-in. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(current);

/** Hash checked when there is no account, so unknown emails take as long as wrong passwords; made once. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy password never matches'));

function legacyScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(normal(password), salt, 64, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

async function verifyLegacy(password: string, stored: string): Promise<boolean> {
  const [, N, r, p, salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const want = Buffer.from(expected, 'base64url');
  const got = await legacyScrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Whether `password` matches `stored`; with no stored hash, false after as long as a check takes. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    await verify(await decoyHash(), normal(password));
    return false;
  }
  if (stored.startsWith('scrypt$')) return verifyLegacy(password, stored);
  try {
    return await verify(stored, normal(password));
  } catch {
    return false; // not a hash this server can read
  }
}
