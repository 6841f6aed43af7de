import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../server/content';
import { at, editJson } from '../helpers/contentEdits';
import { makeContentDir } from '../helpers/fixtureContent';
import { IDS, KEYS } from '../helpers/fixtureIds';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeContentDir());
});
afterEach(async () => {
  await cleanup();
});

/** The problems of the content copy as `folder/file:line:column: field: message` lines. */
async function problems(): Promise<string[]> {
  const error: unknown = await loadContent(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems.map(
    (p) =>
      `${path.basename(path.dirname(p.file))}/${path.basename(p.file)}:${String(p.line)}:${String(p.column)}: ${p.field}: ${p.message}`,
  );
}

const editAbout = (edit: (json: Record<string, unknown>) => void) =>
  editJson(dir, 'views/about.json', edit);

describe('views: references that would only show as a broken page', () => {
  it('reports an unknown {!cmsMedia.KEY} with the nearest image key', async () => {
    const typo = `${KEYS.banner.slice(0, -1)}X`;
    await editAbout((json) => {
      at(json, 'nodes', '2', 'regions', 'col1', '2', 'props').imageInfo = `{!cmsMedia.${typo}}`;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^views/about\\.json:\\d+:\\d+: nodes\\[2\\]\\.regions\\.col1\\[2\\]\\.props\\.imageInfo: \\{!cmsMedia\\.${typo}\\} names no image document \\(did you mean "${KEYS.banner}"\\?\\)$`,
        ),
      ),
    ]);
  });

  it('reports a {!cmsMedia.KEY} that names a document that is not an image', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '2', 'regions', 'col1', '2', 'props').imageInfo =
        `{!cmsMedia.${KEYS.newsA}}`;
    });
    expect(await problems()).toEqual([
      expect.stringContaining(`{!cmsMedia.${KEYS.newsA}} is not an image document`),
    ]);
  });

  it('reports a content card whose contentId names no document', async () => {
    // One character off inside the 15-character form the platform compares.
    const unknown = `${IDS.newsA.slice(0, 14)}Q${IDS.newsA.slice(15)}`;
    await editAbout((json) => {
      const card = at(json, 'nodes', '5', 'regions', 'col1', '1', 'regions', 'col1', '0', 'props');
      card.contentId = unknown;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[5\]\.regions\.col1\[1\]\.regions\.col1\[0\]\.props\.contentId: no document has the content key or managed content id 20YNGMGmSrCGIZQG8p \(did you mean "20YNGMGmSrCGIZEG8p"\?\)$/,
      ),
    ]);
  });

  it('accepts a content card by content key or 15-character id, and a binding', async () => {
    await editAbout((json) => {
      const cards = at(json, 'nodes', '5', 'regions', 'col1', '1', 'regions');
      at(cards, 'col1', '0', 'props').contentId = KEYS.newsA;
      at(cards, 'col2', '0', 'props').contentId = IDS.newsB.slice(0, 15);
      at(cards, 'col3', '0', 'props').contentId = '{!Record.managedContentId}';
    });
    await expect(loadContent(dir)).resolves.toBeDefined();
  });

  it('reports a carousel whose contentKey is not a collection', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '6', 'regions', 'col1', '1', 'props').contentKey = KEYS.newsA;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `nodes\\[6\\]\\.regions\\.col1\\[1\\]\\.props\\.contentKey: ${KEYS.newsA} is not a collection document$`,
        ),
      ),
    ]);
  });

  it('reports a second h1 on a page', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '2', 'regions', 'col1', '0', 'props').headingTag = 'h1';
      at(json, 'nodes', '2', 'regions', 'col1', '1', 'props').headingTag = 'h1';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[1\]\.props\.headingTag: a second h1 on the page \(the first is at nodes\.2\.regions\.col1\.0\.props\); use h2$/,
      ),
    ]);
  });
});

describe('unknown fields', () => {
  it('suggest the field the author meant, in documents and the site settings', async () => {
    await editJson(dir, 'documents/news-b.json', (json) => {
      json.titel = json.title;
      delete json.title;
    });
    await editJson(dir, 'documents/news-c.json', (json) => {
      const body = at(json, 'contentBody');
      body.exerpt = body.excerpt;
      delete body.excerpt;
    });
    await editJson(dir, 'site.json', (json) => {
      at(json, 'previewUser').pictureKy = at(json, 'previewUser').pictureKey;
    });
    const lines = await problems();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /news-b\.json:\d+:\d+: titel: unknown field \(did you mean "title"\?\)$/,
        ),
        expect.stringMatching(
          /news-c\.json:\d+:\d+: contentBody\.exerpt: unknown field \(did you mean "excerpt"\?\)$/,
        ),
        expect.stringMatching(
          /site\.json:\d+:\d+: previewUser\.pictureKy: unknown field \(did you mean "pictureKey"\?\)$/,
        ),
      ]),
    );
  });

  it('keep the plain message when nothing is close', async () => {
    await editJson(dir, 'documents/news-b.json', (json) => {
      json.somethingElseEntirely = 1;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(/somethingElseEntirely: unknown field \(check its spelling\)$/),
    ]);
  });
});
