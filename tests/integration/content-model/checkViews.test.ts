import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent, type ContentProblem } from '../../../content-model';
import { at, editJson } from '../support/contentEdits';
import { IDS, KEYS } from '../support/fixtureIds';
import { useContentDir } from '../support/useContentDir';

const content = useContentDir();

/** The problems of the content copy as `folder/file:line:column: field: message` lines. */
async function problems(): Promise<string[]> {
  const error: unknown = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems.map(
    (p) =>
      `${path.basename(path.dirname(p.file))}/${path.basename(p.file)}:${String(p.line)}:${String(p.column)}: ${p.field}: ${p.message}`,
  );
}

/** The About page's banner, whose title is the page's h1. */
const BANNER = ['nodes', '0', 'regions', 'default', '0', 'regions', 'col1', '0', 'props'] as const;

const editAbout = (edit: (json: Record<string, unknown>) => void) =>
  editJson(content.dir, 'views/about.json', edit);

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
    await expect(loadContent(content.dir)).resolves.toBeDefined();
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
      at(json, ...BANNER).headingTag = 'h2';
      at(json, 'nodes', '2', 'regions', 'col1', '0', 'props').headingTag = 'h1';
      at(json, 'nodes', '2', 'regions', 'col1', '1', 'props').headingTag = 'h1';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[1\]\.props\.headingTag: a second h1 on the page \(the first is at nodes\.2\.regions\.col1\.0\.props\); use h2$/,
      ),
    ]);
  });

  it('counts a banner as an h1 unless its headingTag names another heading', async () => {
    await editAbout((json) => {
      const col2 = at(json, 'nodes', '2', 'regions') as Record<string, unknown[]>;
      col2.col2?.push({ type: 'banner', id: 'h2-banner', props: { title: 'A', headingTag: 'h2' } });
      at(json, 'nodes', '2', 'regions', 'col1', '0', 'props').headingTag = 'h1';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[0\]\.props\.headingTag: a second h1 on the page \(the first is at nodes\.0\.regions\.default\.0\.regions\.col1\.0\.props\); use h2$/,
      ),
    ]);
  });
});

/** A two-column sectionConfig whose first column seeds `seeds`. */
const seededConfig = (seeds: unknown[]) => ({
  columns: [
    { columnKey: 'col1', columnWidth: '6', seedComponents: seeds },
    { columnKey: 'col2', columnWidth: '6', seedComponents: [] },
  ],
});

describe("views: a column's seed components", () => {
  it('stops a seed without a prop it cannot render without, in JSON text or an object', async () => {
    await editAbout((json) => {
      const noLabel = { fqn: 'site:button', attributes: { url: '/about' } };
      at(json, 'nodes', '2', 'props').sectionConfig = JSON.stringify(seededConfig([noLabel]));
      at(json, 'nodes', '3', 'props').sectionConfig = seededConfig([
        { type: 'textBlock', props: { text: 'Seeded' } },
        { type: 'image', props: {} },
      ]);
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.props\.sectionConfig: column col1, seed component 1: a button block needs label; without it the button renders nothing$/,
      ),
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[3\]\.props\.sectionConfig\.columns\[0\]\.seedComponents\[1\]\.props: an image block needs imageInfo or url; without it the block renders nothing$/,
      ),
    ]);
  });

  it('warns of a seed prop outside its options', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '2', 'props').sectionConfig = JSON.stringify(
        seededConfig([{ fqn: 'site:button', attributes: { label: 'Go', variant: 'shiny' } }]),
      );
      at(json, 'nodes', '3', 'props').sectionConfig = seededConfig([
        { type: 'textBlock', props: { text: 'Seeded', textAlign: 'middle' } },
      ]);
    });
    expect(await aboutWarnings()).toEqual([
      expect.stringMatching(
        /^about\.json:\d+:\d+: nodes\[2\]\.props\.sectionConfig: column col1, seed component 1: variant: "shiny" is not one of primary, secondary; the block uses "primary"$/,
      ),
      expect.stringMatching(
        /^about\.json:\d+:\d+: nodes\[3\]\.props\.sectionConfig\.columns\[0\]\.seedComponents\[0\]\.props\.textAlign: "middle" is not one of left, center, right; the block uses "left"$/,
      ),
    ]);
  });
});

/**
 * The About view's warnings, as `about.json:line:column: field: message` lines (the gallery shows
 * fallbacks on purpose, so it has warnings of its own).
 */
async function aboutWarnings(): Promise<string[]> {
  const found: ContentProblem[] = [];
  await loadContent(content.dir, { onWarning: (warning) => found.push(warning) });
  return found
    .filter((p) => path.basename(p.file) === 'about.json')
    .map((p) => `about.json:${String(p.line)}:${String(p.column)}: ${p.field}: ${p.message}`);
}

describe('views: a block without a prop it cannot render without', () => {
  it('stops a text block with no text, an image with no image, a card with neither id nor title', async () => {
    await editAbout((json) => {
      delete at(json, 'nodes', '2', 'regions', 'col2', '0', 'props').text;
      const image = at(json, 'nodes', '2', 'regions', 'col1', '2', 'props');
      delete image.imageInfo;
      const card = at(json, 'nodes', '5', 'regions', 'col1', '1', 'regions', 'col2', '0', 'props');
      delete card.contentId;
      card.title = '  ';
      delete at(json, 'nodes', '6', 'regions', 'col1', '1', 'props').contentKey;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[2\]\.props: an image block needs imageInfo or url; without it the block renders nothing$/,
      ),
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col2\[0\]\.props: a textBlock block needs text; without it the block renders nothing$/,
      ),
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[5\]\.regions\.col1\[1\]\.regions\.col2\[0\]\.props: a contentCard block needs contentId or title; without it the card is an empty box$/,
      ),
      expect.stringMatching(
        /^views\/about\.json:\d+:\d+: nodes\[6\]\.regions\.col1\[1\]\.props: a contentCarousel block needs contentKey; without it the carousel has no slides$/,
      ),
    ]);
  });

  it('stops a button with no label, and a block with no props at all', async () => {
    await editAbout((json) => {
      const col2 = at(json, 'nodes', '2', 'regions') as Record<string, unknown[]>;
      col2.col2?.push({ type: 'button', id: 'no-label', props: { url: '/about' } });
      col2.col2?.push({ type: 'textBlock', id: 'no-props' });
    });
    expect(await problems()).toEqual([
      expect.stringContaining(
        'nodes[2].regions.col2[3].props: a button block needs label; without it the button renders nothing',
      ),
      expect.stringContaining('nodes[2].regions.col2[4].props: a textBlock block needs text'),
    ]);
  });

  it('accepts a card with only a content id or only a title, and text from a binding', async () => {
    await editAbout((json) => {
      const cards = at(json, 'nodes', '5', 'regions', 'col1', '1', 'regions');
      delete at(cards, 'col1', '0', 'props').title;
      delete at(cards, 'col2', '0', 'props').contentId;
      at(json, 'nodes', '2', 'regions', 'col2', '0', 'props').text = '{!User.name}';
    });
    await expect(loadContent(content.dir)).resolves.toBeDefined();
  });
});

describe("views: a value outside its block's options", () => {
  it('warns with the place, the value, the allowed values, the fallback and the likely value', async () => {
    await editAbout((json) => {
      const who = at(json, 'nodes', '2', 'props');
      who.layoutDirectionDesktop = 'colum';
      at(json, 'nodes', '2', 'regions', 'col1', '0', 'props').headingTag = 'hh2';
      at(json, 'nodes', '2', 'regions', 'col1', '2', 'props').alignment = 'middle';
    });
    expect(await aboutWarnings()).toEqual([
      expect.stringMatching(
        /^about\.json:\d+:\d+: nodes\[2\]\.props\.layoutDirectionDesktop: "colum" is not one of row, column, wrap \(did you mean "column"\?\); the block uses "row"$/,
      ),
      expect.stringMatching(
        /^about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[0\]\.props\.headingTag: "hh2" is not one of h1, h2, h3, h4, h5, h6, p \(did you mean "h2"\?\); the block uses "h3"$/,
      ),
      expect.stringMatching(
        /^about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[2\]\.props\.alignment: "middle" is not one of left, center, right; the block uses "left"$/,
      ),
    ]);
  });

  it('publishes the content all the same, and names the line of the value', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '6', 'props').paddingVertical = 'huge';
    });
    const [warning] = await aboutWarnings();
    const text = await readFile(path.join(content.dir, 'views/about.json'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('"paddingVertical": "huge"')) + 1;
    expect(warning).toMatch(
      new RegExp(
        `^about\\.json:${String(line)}:\\d+: nodes\\[6\\]\\.props\\.paddingVertical: "huge" is not one of none, xxx-small, xx-small, x-small, small, medium, large, x-large, xx-large; the block uses "xx-large"$`,
      ),
    );
  });

  it('accepts the values as the blocks read them (any case, padded) and leaves bindings alone', async () => {
    await editAbout((json) => {
      at(json, 'nodes', '2', 'props').layoutDirectionDesktop = ' Row ';
      at(json, 'nodes', '2', 'regions', 'col1', '0', 'props').headingTag = '{!Item.tag}';
      at(json, 'nodes', '2', 'regions', 'col1', '1', 'props').fontSize = 'heading-small';
    });
    expect(await aboutWarnings()).toEqual([]);
  });
});

describe('unknown fields', () => {
  it('suggest the field the author meant, in documents and the site settings', async () => {
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      json.titel = json.title;
      delete json.title;
    });
    await editJson(content.dir, 'documents/news-c.json', (json) => {
      const body = at(json, 'contentBody');
      body.exerpt = body.excerpt;
      delete body.excerpt;
    });
    await editJson(content.dir, 'site.json', (json) => {
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
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      json.somethingElseEntirely = 1;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(/somethingElseEntirely: unknown field \(check its spelling\)$/),
    ]);
  });
});
