import type { FastifyInstance } from 'fastify';
import { previewSessionOf, type PreviewSession } from './previewSession';
import { defaultPreviewStateDir, RevokedSessions } from './revokedSessions';
import { DEFAULT_SIGN_IN_LIMIT, type SignInLimit } from './signInLimit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's valid, unrevoked preview session; null for a guest. */
    previewSession: PreviewSession | null;
  }
}

/** `createServer`'s `previewSignIn`: the sign-in is on when given. */
export interface PreviewSignInSettings {
  /** Signs the cookies (HMAC-SHA256); every instance needs the same one. */
  secret: string;
  /**
   * Folder where sign-outs are recorded for every instance that names it; false keeps them in this
   * process only. Default `contentDir/.cache/preview-sessions` (in memory when no folder is read).
   */
  stateDir?: string | false;
  /** Sign-in (and sign-out) posts allowed per client address. Default 10 a minute. */
  signInLimit?: SignInLimit;
}

/** What the sign-in's routes need. */
export interface PreviewSignIn {
  secret: string;
  revoked: RevokedSessions;
  signInLimit: SignInLimit;
}

/**
 * Decides, as each request arrives, whether it carries a preview session: a cookie signed with
 * the secret, within its 8 hours, and not signed out (here or on an instance sharing the state
 * folder). Sets `request.previewSession` and `request.previewSignedIn`; only a validly signed
 * cookie costs a look at the sign-outs. `contentDir` is the folder read, if any.
 */
export function startPreviewSessions(
  app: FastifyInstance,
  settings: PreviewSignInSettings,
  contentDir: string | undefined,
): PreviewSignIn {
  const dir =
    settings.stateDir ?? (contentDir === undefined ? false : defaultPreviewStateDir(contentDir));
  const revoked = new RevokedSessions(dir, (message, error) => {
    app.log.warn({ err: error }, message);
  });
  app.decorateRequest('previewSession', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const session = previewSessionOf(request.headers.cookie, settings.secret);
    if (!session) {
      done();
      return;
    }
    revoked.isRevoked(session).then((isRevoked) => {
      if (!isRevoked) {
        request.previewSession = session;
        request.previewSignedIn = true;
      }
      done();
    }, done);
  });
  return {
    secret: settings.secret,
    revoked,
    signInLimit: settings.signInLimit ?? DEFAULT_SIGN_IN_LIMIT,
  };
}
