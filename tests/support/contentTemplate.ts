import type { TestProject } from 'vitest/node';
import { makeContentTemplate } from './fixtureContent';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fixture content with its generated images, which `makeContentDir` copies. */
    contentTemplate: string;
  }
}

/** Makes the fixture content's template once for the run, and removes it when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await makeContentTemplate();
  project.provide('contentTemplate', template.dir);
  return template.remove;
}
