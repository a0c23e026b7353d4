import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims } from '@depot/contracts/auth';
import type { Permissions } from '@depot/contracts/permissions';
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

export function createTokenService(key: Uint8Array) {
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
      return new SignJWT({ ...permissions, version: permissionsVersion(permissions) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.memberId))
        .setIssuer(ISSUER)
        .setAudience(PERMISSIONS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** Verifies signature, algorithm, issuer, audience and expiry; null for any failure. */
    async verifyAccessToken(token: string): Promise<TokenSubject | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ACCESS_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = accessPayload.safeParse(payload);
        return parsed.success
          ? { memberId: Number(parsed.data.sub), sessionId: parsed.data.sid }
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
