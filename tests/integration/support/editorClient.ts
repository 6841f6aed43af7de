import { hashPassword, type AccountStore, type Role } from '../../../content-model';
import type { TestServer } from './testServer';

/** A password every test user has: long and not a common one. */
export const TEST_PASSWORD = 'correct horse battery staple 42';

/** Adds a user to the store the servers share, as `npm run editor:user -- add` does. */
export async function addUser(accounts: AccountStore, name: string, role: Role): Promise<void> {
  const added = await accounts.addUser(
    { name, role, passwordHash: await hashPassword(TEST_PASSWORD) },
    new Date(),
  );
  if (!added) throw new Error(`the user ${name} exists already`);
}

/** The session cookie a sign-in answer set (`name=value`), from its `Set-Cookie` headers. */
export function sessionCookieOf(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    if (/^(__Host-)?editor_session=./.test(pair)) return pair;
  }
  return undefined;
}

/** A signed-in editor talking JSON to the authoring API of `server`. */
export interface EditorClient {
  readonly cookie: string;
  readonly csrfToken: string;
  /** `path` under `{base}/editor/api`; the CSRF token is sent unless `csrf: false`. */
  api(
    server: TestServer,
    method: string,
    path: string,
    body?: unknown,
    options?: { csrf?: boolean },
  ): Promise<Response>;
}

export async function signInAs(
  server: TestServer,
  name: string,
  password = TEST_PASSWORD,
): Promise<EditorClient> {
  const response = await signInRequest(server, name, password);
  if (response.status !== 200) {
    throw new Error(
      `sign-in as ${name} answered ${String(response.status)}: ${await response.text()}`,
    );
  }
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('the sign-in set no session cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    cookie,
    csrfToken,
    api: (target, method, path, body, options = {}) =>
      target.fetch(target.url(`/editor/api${path}`), {
        method,
        headers: {
          cookie,
          ...(options.csrf === false ? {} : { 'x-csrf-token': csrfToken }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** A JSON sign-in (`{base}/editor/sign-in`), as a script or the editor sends it. */
export const signInRequest = (
  server: TestServer,
  name: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  server.fetch(server.url('/editor/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name, password }),
  });
