import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, READY_PATH } from '../http/serverPaths';

export interface HealthOptions {
  basePath: string;
  /**
   * Files pages cannot be served without (the site's `index.html`, the server renderer), checked
   * at each probe: a build in progress empties the site folder. None when the site is not served.
   */
  siteFiles: readonly string[];
}

type Check = 'ok' | 'missing' | 'draining';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The content served against what is on disk: `ok` only when they are the same; `pending` while
 * a change is seen but not yet published; `failed` (when, how many problems, and the files with
 * each one's problems) while the folder as saved is refused and the last valid content is still
 * served.
 */
function contentHealth(app: FastifyInstance) {
  const { published } = app.contentReport();
  return { content: { ...published, documents: app.content.documents.length } };
}

/**
 * `{base}/healthz`: the process is up and answering. `{base}/readyz`: it should get traffic: the
 * site's files are there and it is not draining. Both report the content (see `contentHealth`);
 * a refused change does not make the server unready, since it still serves the last valid
 * content (and every instance reads the same folder: all of them would go at once). Never
 * cached; logged only at `warn`, so probes do not fill the log.
 */
export function healthRoutes(app: FastifyInstance, { basePath, siteFiles }: HealthOptions): void {
  const probe = { logLevel: 'warn' } as const;
  app.get(`${basePath}${HEALTH_PATH}`, probe, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok', ...contentHealth(app) }),
  );
  app.get(`${basePath}${READY_PATH}`, probe, async (request, reply) => {
    const missing: string[] = [];
    for (const file of siteFiles) if (!(await exists(file))) missing.push(file);
    if (missing.length > 0) request.log.warn({ missing }, 'not ready: the site is not built');
    const checks: Record<'site' | 'accepting', Check> = {
      site: missing.length === 0 ? 'ok' : 'missing',
      accepting: app.draining ? 'draining' : 'ok',
    };
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks, ...contentHealth(app) });
  });
}
