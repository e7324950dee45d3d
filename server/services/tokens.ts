// Session tokens: HS256 JWTs (RFC 8725: explicit algorithm, short life) naming the user, the user's token
// version and the session. Raising the version in the database voids every token issued before; ending a session
// (logout) voids every token of that session, the ones it was refreshed from or into included.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/connection.ts';
import { settings } from '../db/schema.ts';

/** How long a token is valid; a response to an authenticated call past half of it carries a fresh one. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** How long a session lasts from its login, however often its token is refreshed: then the password is asked again. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'algocoach';

export interface TokenClaims {
  userId: string;
  version: number;
  /** The session (a login), kept by every refresh of its token. */
  sessionId: string;
  /** When the session began (seconds): it ends SESSION_LIFETIME_SECONDS later. */
  startedAt: number;
  issuedAt: number;
  expiresAt: number;
}

/** The session a token continues: a new one at login, the caller's own when its token is refreshed. */
export interface SessionRef {
  sessionId: string;
  startedAt: number;
}

export interface Tokens {
  issue(user: { id: string; tokenVersion: number }, now: Date, session?: SessionRef): Promise<string>;
  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  read(token: string, now: Date): Promise<TokenClaims | null>;
  /** True once the token has lived half of its life. */
  isPastHalfLife(claims: TokenClaims, now: Date): boolean;
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in the database, so every process shares it. */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  if (!row) throw new Error('the token secret could not be stored');
  return new TextEncoder().encode(row.value);
}

/**
 * Tokens whose signature has been checked, so a busy session is not re-verified on every call (the HMAC through
 * WebCrypto is a sixth of an authenticated request's work). Expiry is still checked on every use; the per-user
 * token version is checked by the caller against the database each time, so revocation stays immediate.
 */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokens(secret: Uint8Array): Tokens {
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async issue(user, now, session) {
      const iat = Math.floor(now.getTime() / 1000);
      const { sessionId, startedAt } = session ?? { sessionId: randomUUID(), startedAt: iat };
      return new SignJWT({ ver: user.tokenVersion, sid: sessionId, sst: startedAt })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(Math.min(iat + TOKEN_LIFETIME_SECONDS, startedAt + SESSION_LIFETIME_SECONDS))
        .sign(secret);
    },
    async read(token, now) {
      const known = verified.get(token);
      if (known) return now.getTime() / 1000 < known.expiresAt ? known : null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, currentDate: now });
        const { sub, ver, sid, sst, iat, exp } = payload;
        // A token without a session (issued before sessions could end) is no longer accepted: one more login.
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string' || typeof sst !== 'number' || !iat || !exp) return null;
        if (exp > sst + SESSION_LIFETIME_SECONDS) return null;
        const claims = { userId: sub, version: ver, sessionId: sid, startedAt: sst, issuedAt: iat, expiresAt: exp };
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    isPastHalfLife(claims, now) {
      return now.getTime() / 1000 >= claims.issuedAt + (claims.expiresAt - claims.issuedAt) / 2;
    },
  };
}
