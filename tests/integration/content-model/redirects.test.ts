import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../content-model';
import { useContentDir } from '../support/useContentDir';

const content = useContentDir();

const writeRedirects = (json: unknown) =>
  writeFile(path.join(content.dir, 'redirects.json'), `${JSON.stringify(json, null, 2)}\n`);

/** The problems of the content copy as `file: field: message`. */
async function problems(): Promise<string[]> {
  const error: unknown = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems.map(
    (p) => `${path.basename(p.file)}: ${p.field}: ${p.message}`,
  );
}

describe('redirects.json', () => {
  it('is optional: without it no route is redirected', async () => {
    expect((await loadContent(content.dir)).redirects).toEqual([]);
  });

  it("holds the moved pages' old routes, each leading to a page", async () => {
    await writeRedirects({ redirects: [{ from: '/company', to: '/about' }] });
    expect((await loadContent(content.dir)).redirects).toEqual([
      { from: '/company', to: '/about' },
    ]);
  });

  it("refuses a page's route, a second redirect of a route, a chain and a route no page has", async () => {
    await writeRedirects({
      redirects: [
        { from: '/blocks', to: '/about' },
        { from: '/old', to: '/about' },
        { from: '/old', to: '/blocks' },
        { from: '/older', to: '/old' },
        { from: '/gone', to: '/nowhere' },
      ],
    });
    expect(await problems()).toEqual([
      'redirects.json: redirects[0].from: /blocks is the route of the view blocks',
      'redirects.json: redirects[2].from: /old is redirected twice',
      'redirects.json: redirects[3].to: /old is redirected again; redirect to where it leads',
      'redirects.json: redirects[4].to: no view has the route /nowhere',
    ]);
  });

  it('names a route that is not one lowercase segment', async () => {
    await writeRedirects({ redirects: [{ from: '/ok', to: 'Not a route' }] });
    expect(await problems()).toEqual([
      'redirects.json: redirects[0].to: a route is one lowercase segment, like "/about"',
    ]);
  });
});
