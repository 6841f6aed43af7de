import type { Page } from 'playwright-core';

/** Who signs in, where: `editorUrl` is the editor's absolute address, like `http://127.0.0.1:3000/editor`. */
interface EditorSignIn {
  editorUrl: string;
  name: string;
  password: string;
  /** The page to open (`/editor?page={pageId}`); none: the page list. */
  pageId?: string;
}

/**
 * Signs in through the editor's own form, as a person does, and waits for what the sign-in opens:
 * the page asked for (its outline) or the page list.
 */
export async function signInToEditor(page: Page, signIn: EditorSignIn): Promise<void> {
  const { editorUrl, name, password, pageId } = signIn;
  await page.goto(
    pageId === undefined ? editorUrl : `${editorUrl}?page=${encodeURIComponent(pageId)}`,
  );
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await (
    pageId === undefined
      ? page.getByRole('heading', { name: 'Pages' })
      : page.getByRole('tree', { name: 'Outline' })
  ).waitFor();
}
