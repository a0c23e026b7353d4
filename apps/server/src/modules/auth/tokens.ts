import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims } from '@depot/contracts/auth';
import { effectivePermissions, type Permissions } from '@depot/contracts/permissions';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { permissionsVersion } from '../../lib/permissions-version.ts';

const ISSUER = 'depot';
const ACCESS_AUDIENCE = 'depot-console';
const PERMISSIONS_AUDIENCE = 'depot-permissions';
// Pinned: a token naming any other algorithm (none, RS256 with our key as "public key") fails.
const ALGORITHM = 'HS256';

const accessPayload = z.object({ sub: z.string().regex(/^\d+$/), sid: z.uuid() });

export type TokenSubject = { memberId: number; sessionId: string };

/**
 * Access tokens whose signature was checked, with what they name, until they expire or for a
 * minute: a console sends the same token with every call, and checking an HMAC through
 * WebCrypto was the largest cost of a list's request after the database. The token's session is
 * still looked up on every request, so an ended session is refused at once.
 */
const VERIFIED_TOKENS = 1_000;
/** How long after its expiry an access token still names its person for drawing a page. */
const PAGE_GRACE_SECONDS = 7 * 24 * 3600;
const VERIFIED_FOR_MS = 60_000;

export function createTokenService(key: Uint8Array) {
  const verified = new Map<string, { subject: TokenSubject; until: number }>();

  /** An access token's subject and expiry (ms), its expiry checked `tolerance` seconds late. */
  async function checked(token: string, tolerance: number) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: tolerance,
      });
      const parsed = accessPayload.safeParse(payload);
      if (!parsed.success) return null;
      return {
        subject: { memberId: Number(parsed.data.sub), sessionId: parsed.data.sid },
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    } catch {
      return null;
    }
  }

  return {
    signAccessToken(subject: TokenSubject, claims: AccessTokenClaims): Promise<string> {
      return new SignJWT({ ...claims, sid: subject.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.memberId))
        .setIssuer(ISSUER)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /**
     * The permissions token the console decodes for its menu: the flags keyed by resource at the
     * payload's top level, beside the standard claims (docs/BEHAVIOUR.md §3). The server never
     * trusts it: every call reads the role afresh.
     */
    signPermissionsToken(subject: TokenSubject, permissions: Permissions): Promise<string> {
      // What the server allows, not what the role row says: a flag the rule voids is left out.
      const effective = effectivePermissions(permissions);
      return new SignJWT({ ...effective, version: permissionsVersion(effective) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.memberId))
        .setIssuer(ISSUER)
        .setAudience(PERMISSIONS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /**
     * Who a genuine access token names, even up to a week after it expired: for drawing the
     * console's page for that person (their name, their headings), never for a call. The page is
     * drawn only while the token's session is live, which the caller checks; an access token
     * lasts minutes, and the person's next page often comes later than that.
     */
    async verifyAccessTokenForPage(token: string): Promise<TokenSubject | null> {
      return (await checked(token, PAGE_GRACE_SECONDS))?.subject ?? null;
    },

    /** Verifies signature, algorithm, issuer, audience and expiry; null for any failure. */
    async verifyAccessToken(token: string): Promise<TokenSubject | null> {
      const known = verified.get(token);
      if (known && Date.now() < known.until) return known.subject;
      verified.delete(token);
      const result = await checked(token, 0);
      if (!result) return null;
      if (verified.size >= VERIFIED_TOKENS) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, {
        subject: result.subject,
        until: Math.min(result.expiresAt, Date.now() + VERIFIED_FOR_MS),
      });
      return result.subject;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
