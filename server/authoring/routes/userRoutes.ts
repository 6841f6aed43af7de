import { z } from 'zod';
import {
  hashPassword,
  passwordProblems,
  ROLES,
  userNameSchema,
  type Role,
} from '../../../content-model';
import type { Authoring, RouteGroup } from '../authoringApi';
import { AuthoringError, notFound, parseInput } from '../authoringErrors';

const roleSchema = z.enum(ROLES as [Role, ...Role[]]);
const newUser = z.object({
  name: userNameSchema,
  role: roleSchema,
  password: z.string().max(1024),
});
const roleChange = z.object({ role: roleSchema });
const passwordReset = z.object({ password: z.string().max(1024) });
const nameParams = z.object({ name: userNameSchema });

function checkedPassword(password: string, name: string): void {
  const problems = passwordProblems(password, name);
  if (problems.length > 0) {
    throw new AuthoringError(400, 'weak-password', `The password: ${problems.join('; ')}.`, {
      fields: problems.map((message) => ({ path: 'body.password', message })),
    });
  }
}

/** Refuses taking the admin role from the last admin (no one could manage users after). */
async function keepAnAdmin(authoring: Authoring, name: string): Promise<void> {
  const users = await authoring.accounts.users();
  const admins = users.filter((user) => user.role === 'admin');
  if (admins.length === 1 && admins[0]?.name === name) {
    throw new AuthoringError(
      409,
      'last-admin',
      `${name} is the only admin; make another admin first.`,
    );
  }
}

/** Users, for admins: what `npm run editor:user` does from a terminal. */
export const userRoutes: RouteGroup = (authoring) => {
  authoring.route({
    method: 'GET',
    url: '/users',
    access: 'admin',
    handler: async () => ({ users: await authoring.accounts.users() }),
  });

  authoring.route({
    method: 'POST',
    url: '/users',
    access: 'admin',
    handler: async (request, reply) => {
      const user = parseInput(newUser, request.body, 'body');
      checkedPassword(user.password, user.name);
      const added = await authoring.accounts.addUser(
        { name: user.name, role: user.role, passwordHash: await hashPassword(user.password) },
        new Date(),
      );
      if (!added) throw new AuthoringError(409, 'exists', `There is already a user ${user.name}.`);
      await authoring.audit(request, {
        action: 'user-added',
        subject: user.name,
        detail: { role: user.role },
      });
      return reply.code(201).send({ name: user.name, role: user.role });
    },
  });

  authoring.route({
    method: 'PATCH',
    url: '/users/:name',
    access: 'admin',
    handler: async (request) => {
      const { name } = parseInput(nameParams, request.params, 'params');
      const { role } = parseInput(roleChange, request.body, 'body');
      if (role !== 'admin') await keepAnAdmin(authoring, name);
      if (!(await authoring.accounts.setRole(name, role))) throw notFound(`user ${name}`);
      await authoring.audit(request, { action: 'role-changed', subject: name, detail: { role } });
      return { name, role };
    },
  });

  authoring.route({
    method: 'PUT',
    url: '/users/:name/password',
    access: 'admin',
    handler: async (request, reply) => {
      const { name } = parseInput(nameParams, request.params, 'params');
      const { password } = parseInput(passwordReset, request.body, 'body');
      checkedPassword(password, name);
      if (!(await authoring.accounts.setPassword(name, await hashPassword(password), new Date()))) {
        throw notFound(`user ${name}`);
      }
      await authoring.audit(request, { action: 'password-reset', subject: name });
      return reply.code(204).send();
    },
  });

  authoring.route({
    method: 'DELETE',
    url: '/users/:name',
    access: 'admin',
    handler: async (request, reply) => {
      const { name } = parseInput(nameParams, request.params, 'params');
      await keepAnAdmin(authoring, name);
      if (!(await authoring.accounts.removeUser(name))) throw notFound(`user ${name}`);
      await authoring.audit(request, { action: 'user-removed', subject: name });
      return reply.code(204).send();
    },
  });
};
