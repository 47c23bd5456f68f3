import { createSigner, createVerifier } from 'fast-jwt';

/** What a token carries: who, which password generation, and the role at issue time. */
export interface TokenClaims {
  sub: number;
  /** The user's token_version when the token was issued; a password change raises it. */
  ver: number;
  role: number;
}

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Tokens {
  sign(claims: TokenClaims): string;
  /** The claims of a valid, unexpired token signed with our secret; null for anything else. */
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string, lifetimeMs = TOKEN_LIFETIME_MS): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeMs });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims) => signer({ ...claims }),
    verify(token) {
      try {
        const payload = verifier(token) as Partial<TokenClaims>;
        if (
          typeof payload.sub !== 'number' ||
          typeof payload.ver !== 'number' ||
          typeof payload.role !== 'number'
        ) {
          return null;
        }
        return { sub: payload.sub, ver: payload.ver, role: payload.role };
      } catch {
        return null;
      }
    },
  };
}

/** `Authorization: Bearer <token>` or a bare token (the original client sent it bare). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token || null;
}
