/**
 * The server's own paths (under the base path) that more than their routes name: the metrics
 * count them apart, the drain lets the probes answer, the dev and start logs print them.
 */

/** Where the emulator tells an app which site it serves. */
export const SITE_INFO_PATH = '/emulator/site';

/** The liveness probe: the process is up and answering. */
export const HEALTH_PATH = '/healthz';

/** The readiness probe: the server should get traffic. */
export const READY_PATH = '/readyz';

/** The editor: its sign-in, where an author signs in to see the drafts. */
export const EDITOR_PATH = '/editor';

/** The start logs' line on seeing the drafts: where to sign in, and how to add the first user. */
export const editorSignInLine = (site: string) =>
  `Drafts: sign in at ${site}${EDITOR_PATH} (add a user: npm run editor:user -- add NAME --role admin)`;
