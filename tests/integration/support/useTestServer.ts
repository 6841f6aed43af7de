import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { CreateServerOptions } from '../../../server/createServer';
import { makeContentDir } from '../../support/fixtureContent';
import { startTestServer, type TestServer } from './testServer';

export interface TestServers {
  /** The calling file's copy of the fixture content; read it inside a test or hook. */
  readonly contentDir: string;
  /**
   * Starts the real server on that copy (see `startTestServer`). Closed when the test that
   * started it ends; one started in a `beforeAll` is closed after the file's tests.
   */
  start: (options?: CreateServerOptions) => Promise<TestServer>;
}

/**
 * For a file whose tests start servers on the fixture content: one content copy for the file
 * (made before its tests, removed after them), and the servers they start, closed for them.
 */
export function useTestServer(): TestServers {
  let content: Awaited<ReturnType<typeof makeContentDir>> | undefined;
  const forTheFile: TestServer[] = [];
  const forTheTest: TestServer[] = [];
  let testRunning = false;
  const closeAll = (servers: TestServer[]) =>
    Promise.all(servers.splice(0).map((server) => server.close()));
  beforeAll(async () => {
    content = await makeContentDir();
  });
  beforeEach(() => {
    testRunning = true;
  });
  afterEach(async () => {
    testRunning = false;
    await closeAll(forTheTest);
  });
  afterAll(async () => {
    await closeAll(forTheFile);
    await content?.cleanup();
  });
  const dir = () => {
    if (!content) throw new Error('the content copy exists only while the tests run');
    return content.dir;
  };
  return {
    get contentDir() {
      return dir();
    },
    start: async (options = {}) => {
      const server = await startTestServer({ contentDir: dir(), ...options });
      (testRunning ? forTheTest : forTheFile).push(server);
      return server;
    },
  };
}
