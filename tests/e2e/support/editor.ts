import type { Page } from 'playwright-core';
import { signInToEditor as signInThroughForm } from '../../../bench/editor/signIn';
import { E2E_PASSWORD, type RunningSite } from './harness';

/**
 * Signs `name` (a user `site.addUser` added) in to the editor of `site` through its form, and
 * waits for the page `pageId` to open (its outline), or without one for the page list.
 */
export function signInToEditor(
  page: Page,
  site: RunningSite,
  name: string,
  pageId?: string,
): Promise<void> {
  return signInThroughForm(page, {
    editorUrl: site.url('/editor'),
    name,
    password: E2E_PASSWORD,
    pageId,
  });
}
