import { z } from 'zod';
import { hashPassword, passwordProblems, verifyPassword } from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, parseInput } from '../authoringErrors';
import { cookieName, cookieOptions, SESSION_COOKIE } from '../sessionCookie';

const passwordChange = z.object({
  current: z.string().min(1, 'give your current password').max(1024),
  password: z.string().max(1024),
});

/** The signed-in user's own: who they are (and the CSRF token), and their password. */
export const sessionRoutes: RouteGroup = (authoring) => {
  authoring.route({
    method: 'GET',
    url: '/session',
    access: 'signed-in',
    handler: async (_request, _reply, user) => ({
      name: user.name,
      role: user.role,
      csrfToken: user.csrfToken,
    }),
  });

  authoring.route({
    method: 'PUT',
    url: '/session/password',
    access: 'signed-in',
    handler: async (request, reply, user) => {
      const change = parseInput(passwordChange, request.body, 'body');
      const stored = await authoring.accounts.user(user.name);
      if (!stored || !(await verifyPassword(change.current, stored.passwordHash))) {
        throw new AuthoringError(403, 'wrong-password', 'The current password is not right.', {
          fields: [{ path: 'body.current', message: 'not the current password' }],
        });
      }
      const problems = passwordProblems(change.password, user.name);
      if (problems.length > 0) {
        throw new AuthoringError(
          400,
          'weak-password',
          `The new password: ${problems.join('; ')}.`,
          {
            fields: problems.map((message) => ({ path: 'body.password', message })),
          },
        );
      }
      // Ends every session of the user, everywhere; this tab goes on with a new one.
      await authoring.accounts.setPassword(
        user.name,
        await hashPassword(change.password),
        new Date(),
      );
      await authoring.audit(request, { action: 'password-changed', subject: user.name });
      const id = await authoring.sessions.begin(user.name);
      const renewed = await authoring.sessions.resolve(id);
      void reply.setCookie(cookieName(request, SESSION_COOKIE), id, cookieOptions(request));
      return { name: user.name, role: user.role, csrfToken: renewed?.csrfToken };
    },
  });
};
