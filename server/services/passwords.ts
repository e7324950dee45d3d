// argon2id at OWASP's minimum cost (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 hashes on libuv's thread pool,
// so a burst of logins never blocks the event loop that answers everyone else.
import { hash, verify } from '@node-rs/argon2';

// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
export const ARGON2_COST = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_COST);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it still spends the same time on a decoy,
 * so the answer's timing does not tell which usernames exist.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-never-matches-0');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
