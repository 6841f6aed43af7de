import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { extractSourcemaps } from '../../../scripts/build/extractSourcemaps';
import { precompress } from '../../../scripts/build/precompress';

import { writeFixtureContent } from '../../support/fixtureContent';
import { buildSite } from './siteBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site build the end-to-end tests serve. */
    siteDir: string;
    /** The fixture content with the `e2e` overlay, which the sites serve unless told otherwise. */
    e2eContentDir: string;
  }
}

/**
 * Builds the site once, as `npm run build` does, into a folder of its own (so a test run never
 * overwrites the build `npm start` serves, and two runs never overwrite each other), and removes
 * it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { root, siteDir } = await buildSite('e2e-', 'production');
  // As `npm run build` finishes it: maps out of the served folder, .br and .gz copies beside.
  await extractSourcemaps(siteDir, path.join(root, 'sourcemaps'));
  await precompress(siteDir);
  project.provide('siteDir', siteDir);
  const contentRoot = await mkdtemp(path.join(tmpdir(), 'e2e-fixture-content-'));
  const contentDir = path.join(contentRoot, 'content');
  await writeFixtureContent(contentDir, 'e2e');
  project.provide('e2eContentDir', contentDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
    await expectNoRenditionsIn(contentDir);
    await rm(contentRoot, { recursive: true, force: true });
  };
}

/** The tests' sites keep their renditions in folders of their own, never in the fixture content. */
async function expectNoRenditionsIn(contentDir: string): Promise<void> {
  const cache = path.resolve(contentDir, '.cache');
  const written = await access(cache).then(
    () => true,
    () => false,
  );
  if (written) throw new Error(`a test wrote a rendition cache into the fixture content: ${cache}`);
}
