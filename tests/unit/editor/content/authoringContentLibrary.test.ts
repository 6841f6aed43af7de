import { afterEach, describe, expect, it, vi } from 'vitest';
import { authoringClient } from '../../../../editor/api/authoringClient';
import { authoringContentLibrary } from '../../../../editor/content';

const CONFIG = {
  basePath: '/site',
  user: { name: 'ana', role: 'author' },
  csrfToken: 't',
} as const;

const listed = (contentKey: string, title: string, type: string) => ({
  contentKey,
  managedContentId: `20Y${contentKey.slice(2, 17)}`,
  title,
  type,
  language: 'en_US',
  status: 'published',
});

/** The API's answers by type asked for, and the addresses asked. */
function answering(byType: Readonly<Record<string, readonly unknown[]>>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const type = new URL(url, 'http://site.test').searchParams.get('type') ?? '';
    return Promise.resolve(Response.json({ documents: byType[type] ?? [], next: null }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the content library over the authoring API', () => {
  it('asks once a type, and gives the documents of them all in order of title', async () => {
    const asked = answering({
      sfdc_cms__news: [listed('MCZZZZZZZZZZZZZZZZZZZZZZZZZZ', 'Harbour opens', 'sfdc_cms__news')],
      sfdc_cms__cmsManualCollection: [
        listed('MCAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Home slides', 'sfdc_cms__cmsManualCollection'),
      ],
    });
    const library = authoringContentLibrary(authoringClient(CONFIG));
    const found = await library.search('o s', ['sfdc_cms__news', 'sfdc_cms__cmsManualCollection']);
    expect(found.map((document) => document.title)).toEqual(['Harbour opens', 'Home slides']);
    expect(found[0]).toEqual({
      contentKey: 'MCZZZZZZZZZZZZZZZZZZZZZZZZZZ',
      managedContentId: '20YZZZZZZZZZZZZZZZ',
      title: 'Harbour opens',
      type: 'sfdc_cms__news',
    });
    expect(asked).toEqual([
      '/site/editor/api/documents?limit=200&q=o%20s&type=sfdc_cms__news',
      '/site/editor/api/documents?limit=200&q=o%20s&type=sfdc_cms__cmsManualCollection',
    ]);
  });

  it('asks for every type with none, and refuses an answer of another shape', async () => {
    const asked = answering({ '': [{ contentKey: 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA' }] });
    const library = authoringContentLibrary(authoringClient(CONFIG));
    await expect(library.search('', [])).rejects.toThrow(
      'GET /documents?limit=200&q=: an answer of another shape',
    );
    expect(asked).toEqual(['/site/editor/api/documents?limit=200&q=']);
  });
});
