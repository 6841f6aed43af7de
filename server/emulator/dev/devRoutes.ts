import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { HOME_ROUTE } from '../../site/appRoutes';

/** Set by `/dev/sign-in`: the current-user method then answers as the preview user. */
export const PREVIEW_COOKIE = 'preview_user';

export function hasPreviewCookie(request: FastifyRequest): boolean {
  return request.cookies[PREVIEW_COOKIE] === '1';
}

/** Development only (never registered in production): sign the preview user in and out. */
export const devRoutes: FastifyPluginCallback<{ basePath: string }> = (app, { basePath }, done) => {
  const cookiePath = basePath || '/';
  const home = `${basePath}${HOME_ROUTE}`;
  app.get('/dev/sign-in', async (_request, reply) =>
    reply
      .setCookie(PREVIEW_COOKIE, '1', { path: cookiePath, httpOnly: true, sameSite: 'lax' })
      .header('Cache-Control', 'no-store')
      .redirect(home, 302),
  );
  app.get('/dev/sign-out', async (_request, reply) =>
    reply
      .clearCookie(PREVIEW_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'lax' })
      .header('Cache-Control', 'no-store')
      .redirect(home, 302),
  );
  done();
};
