import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP parameters: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of a random password, verified against when an account has none, so timing does not tell. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomUUID(), OPTIONS);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
