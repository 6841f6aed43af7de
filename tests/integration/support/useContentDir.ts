import { afterEach, beforeEach } from 'vitest';
import { makeContentDir } from '../../support/fixtureContent';

/** The content copy of the running test. */
export interface ContentDir {
  /** The copy's folder; read it inside a test or hook. */
  readonly dir: string;
}

/**
 * Gives each test of the calling file a fresh copy of the fixture content (with its images),
 * removed after the test.
 */
export function useContentDir(): ContentDir {
  let current: Awaited<ReturnType<typeof makeContentDir>> | undefined;
  beforeEach(async () => {
    current = await makeContentDir();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return {
    get dir() {
      if (!current) throw new Error('the content copy exists only while a test runs');
      return current.dir;
    },
  };
}
