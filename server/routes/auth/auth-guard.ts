import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error';
import type { AuthContext, AuthService } from '../../services/auth-service';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the guard has checked the session of this request. */
    auth?: AuthContext;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

// Who is asking: routes call requireAuth (401 without a valid session) or optionalAuth. Secured routes
// also run `authenticate` as an onRequest hook, so that a stranger gets 401 before any body is read.
export function createAuthGuard(auth: AuthService) {
  async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
    if (request.auth) return request.auth;
    const token = bearerToken(request);
    const context = token ? await auth.authenticate(token) : undefined;
    if (!context) {
      throw unauthorized(token || request.headers.authorization ? SESSION_EXPIRED : 'Please log in first.');
    }
    request.auth = context;
    return context;
  }

  return {
    requireAuth,
    async authenticate(request: FastifyRequest): Promise<void> {
      await requireAuth(request);
    },
    async optionalAuth(request: FastifyRequest): Promise<AuthContext | undefined> {
      const token = bearerToken(request);
      return token ? auth.authenticate(token) : undefined;
    },
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
