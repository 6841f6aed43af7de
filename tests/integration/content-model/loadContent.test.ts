import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../content-model';
import { createServer } from '../../../server/createServer';
import { at, editJson } from '../support/contentEdits';
import { FIXTURE_IMAGE, FIXTURE_SITE } from '../../support/fixtureContent';
import { IDS, KEYS } from '../support/fixtureIds';
import { useContentDir } from '../support/useContentDir';

const content = useContentDir();

/** Loads the content copy and returns the problems as `file: field: message` lines. */
async function problems(): Promise<string[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  const { problems: list } = error as ContentValidationError;
  return list.map(
    (p) =>
      `${path.basename(path.dirname(p.file))}/${path.basename(p.file)}: ${p.field}: ${p.message}`,
  );
}

describe('loadContent with valid content', () => {
  it('loads every document, newest first, and finds them by key or id', async () => {
    const store = await loadContent(content.dir);
    expect(store.documents).toHaveLength(7);
    const dates = store.documents.map((doc) => doc.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(store.findDocument(KEYS.newsA)?.title).toBe('News A');
    expect(store.findDocument(IDS.newsA)?.contentKey).toBe(KEYS.newsA);
    expect(store.findDocument(IDS.newsA.slice(0, 15))?.contentKey).toBe(KEYS.newsA);
    expect(store.findDocument('20Y000000000000AAA')).toBeUndefined();
    expect(store.findDocument('nonsense')).toBeUndefined();
  });

  it('loads media with their size and format', async () => {
    const store = await loadContent(content.dir);
    const portrait = store.findMedia(KEYS.portrait);
    expect(portrait).toMatchObject({ mimeType: 'image/png', format: 'png', ...FIXTURE_IMAGE });
    expect(portrait?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(store.findMedia(KEYS.newsA)).toBeUndefined();
  });

  it('loads SEO records, carousel styles and the helper content', async () => {
    const store = await loadContent(content.dir);
    expect(store.findSeoRecord('about')?.isSeoIndexed).toBe(true);
    expect(Object.keys(store.carouselStyles.Carousel_Styles__c)).toEqual(['Inventory Management']);
    expect(store.contentTwo).toEqual({ sections: [{ heading: 'Helper', items: [1, 2, 3] }] });
  });
});

describe('loadContent names the file and the field of each problem', () => {
  it('reports malformed JSON', async () => {
    await writeFile(path.join(content.dir, 'site.json'), '{ "siteName": ');
    expect(await problems()).toEqual([
      expect.stringMatching(/\/site\.json: \(root\): not valid JSON/),
    ]);
  });

  it('reports a wrongly prefixed id and a missing field in site.json', async () => {
    await editJson(content.dir, 'site.json', (json) => {
      json.siteId = '0ap5f000000bnVWGAY';
      delete at(json, 'previewUser').name;
    });
    const list = await problems();
    expect(list).toContainEqual(expect.stringMatching(/site\.json: siteId: a site id is 0DM plus/));
    expect(list).toContainEqual(
      expect.stringMatching(/site\.json: previewUser\.name: Invalid input/),
    );
  });

  it('reports a current release the emulator does not answer, or one that disagrees with its API version', async () => {
    await editJson(content.dir, 'site.json', (json) => {
      json.currentRelease = { apiVersion: 'v62.0', release: 252 };
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /site\.json: currentRelease\.apiVersion: the emulator answers API version v64\.0 only/,
      ),
    ]);
    await editJson(content.dir, 'site.json', (json) => {
      json.currentRelease = { apiVersion: 'v64.0', release: 254 };
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /site\.json: currentRelease\.release: the release of API version v64\.0 is 256/,
      ),
    ]);
  });

  it('reports a misspelt field', async () => {
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      json.titel = json.title;
    });
    expect(await problems()).toEqual([
      expect.stringMatching(/documents\/news-b\.json: titel: unknown field/),
    ]);
  });

  it('reports a body field of the wrong type with its full path', async () => {
    await editJson(content.dir, 'documents/news-a.json', (json) => {
      at(json, 'contentBody').excerpt = 42;
      at(json, 'contentBody', 'bannerImage', 'source').type = 'url';
    });
    const list = await problems();
    expect(list).toContainEqual(
      expect.stringMatching(/news-a\.json: contentBody\.excerpt: Invalid input: expected string/),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/news-a\.json: contentBody\.bannerImage\.source\.type: /),
    );
  });

  it('reports a bad date, content key and managed content id', async () => {
    await editJson(content.dir, 'documents/news-c.json', (json) => {
      json.publishedDate = 'yesterday';
      json.contentKey = 'MC1234';
      json.managedContentId = '0DM5f000000bnVWGAY';
    });
    const list = await problems();
    expect(list).toContainEqual(
      expect.stringMatching(/news-c\.json: publishedDate: a date is ISO-8601/),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/news-c\.json: contentKey: a content key is MC/),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/news-c\.json: managedContentId: a managed content id/),
    );
  });

  it('reports an image reference to a missing document and a url that does not match it', async () => {
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      at(json, 'contentBody', 'thumbnail', 'source', 'ref').contentKey =
        'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';
    });
    const list = await problems();
    expect(list).toContainEqual(
      'documents/news-b.json: contentBody.thumbnail.source.ref.contentKey: no document has the content key MCAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(list).toContainEqual(
      expect.stringMatching(/news-b\.json: contentBody\.thumbnail\.url: does not point at/),
    );
  });

  it('reports a collection item that is missing or of another type', async () => {
    await editJson(content.dir, 'documents/collection.json', (json) => {
      const items = at(json, 'contentBody', 'collection').items as { contentKey: string }[];
      items[0]!.contentKey = KEYS.banner;
      items[1]!.contentKey = 'MCBBBBBBBBBBBBBBBBBBBBBBBBBB';
    });
    const list = await problems();
    expect(list).toContainEqual(
      `documents/collection.json: contentBody.collection.items[0].contentKey: ${KEYS.banner} is a sfdc_cms__image, not a sfdc_cms__news`,
    );
    expect(list).toContainEqual(
      expect.stringMatching(
        /collection\.json: contentBody\.collection\.items\[1\]\.contentKey: no document/,
      ),
    );
  });

  it('reports a duplicate content key and a language the site lacks', async () => {
    await editJson(content.dir, 'documents/news-c.json', (json) => {
      json.contentKey = KEYS.newsA;
      json.language = 'de_DE';
    });
    const list = await problems();
    expect(list).toContainEqual(
      expect.stringMatching(/news-c\.json: contentKey: MC\w+ is already used by .*news-a\.json/),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/news-c\.json: language: de_DE is not one of the site's languages/),
    );
  });

  it('reports an image without its media file, once', async () => {
    await rm(path.join(content.dir, 'media', `${KEYS.thumb}.jpg`));
    expect(await problems()).toEqual([
      expect.stringMatching(
        /documents\/thumb\.json: contentBody\["sfdc_cms:media"\]: no media file .*MCV4SEH2KVJ72CEUVW75EFR6EDT4\.jpg/,
      ),
    ]);
  });

  it('reports a media file whose format differs from the declared mimeType', async () => {
    await editJson(content.dir, 'documents/portrait.json', (json) => {
      at(json, 'contentBody', 'sfdc_cms:media', 'source').mimeType = 'image/jpeg';
    });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /portrait\.json: contentBody\["sfdc_cms:media"\]\.source\.mimeType: says image\/jpeg but .*\.png is image\/png/,
      ),
    ]);
  });

  it('reports a media file that is not an image', async () => {
    await writeFile(path.join(content.dir, 'media', `${KEYS.banner}.jpg`), 'not a jpeg');
    expect(await problems()).toEqual([
      expect.stringMatching(
        /media\/MCUJZDEGXDNCF32EPF3DHODZDOCI\.jpg: \(file\): not a readable image/,
      ),
    ]);
  });

  it('reports SEO, carousel style and missing apex files', async () => {
    await editJson(content.dir, 'seo/about.json', (json) => {
      json.isSeoIndexed = 'yes';
    });
    await editJson(content.dir, 'apex/carouselStyles.json', (json) => {
      json.Carousel_Styles__c = { 'Inventory Management': 'red' };
    });
    await rm(path.join(content.dir, 'apex', 'getContentTwo.json'));
    const list = await problems();
    expect(list).toContainEqual(expect.stringMatching(/seo\/about\.json: isSeoIndexed: /));
    expect(list).toContainEqual(
      expect.stringMatching(
        /apex\/carouselStyles\.json: Carousel_Styles__c\["Inventory Management"\]: /,
      ),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/apex\/getContentTwo\.json: \(root\): the file is missing/),
    );
  });

  it('reports hreflang languages the site lacks and site pictures that are not images', async () => {
    await editJson(content.dir, 'seo/about.json', (json) => {
      json.hrefLangUrls = {
        en_US: 'https://fixture.example.com/about',
        fr_FR: '',
        de_DE: 'https://fixture.example.com/de/about',
      };
    });
    await editJson(content.dir, 'site.json', (json) => {
      json.defaultUserPictureKey = KEYS.newsA;
    });
    const list = await problems();
    expect(list).toContainEqual(
      expect.stringMatching(/seo\/about\.json: hrefLangUrls\.de_DE: de_DE is not one/),
    );
    expect(list).toContainEqual(
      expect.stringMatching(/site\.json: defaultUserPictureKey: MC\w+ is not an image document/),
    );
  });

  it('reports a site language without an hreflang entry, in a record that lists urls', async () => {
    await editJson(content.dir, 'seo/about.json', (json) => {
      json.hrefLangUrls = { en_US: 'https://fixture.example.com/about' };
    });
    expect(await problems()).toEqual([
      'seo/about.json: hrefLangUrls: no entry for fr_FR (use "" to leave it out)',
    ]);
  });

  it('reports a missing documents folder', async () => {
    await rm(path.join(content.dir, 'documents'), { recursive: true });
    const list = await problems();
    expect(list).toContainEqual(
      expect.stringMatching(/documents: \(folder\): the folder is missing/),
    );
  });

  it('puts every problem in the error message, so the start log shows them all', async () => {
    await editJson(content.dir, 'documents/news-a.json', (json) => {
      json.title = '';
    });
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      json.urlName = 'has spaces';
    });
    await expect(loadContent(content.dir)).rejects.toThrow(
      /Invalid content \(2 problem\(s\)\); nothing is served:\n {2}.*news-a\.json:4:3: title: .*\n {2}.*news-b\.json:5:3: urlName: /,
    );
  });

  it('stops createServer before anything listens', async () => {
    const before = await readFile(path.join(content.dir, 'site.json'), 'utf8');
    await writeFile(path.join(content.dir, 'site.json'), before.replace('"en_US"', '"english"'));
    await expect(
      createServer({ contentDir: content.dir, siteDir: FIXTURE_SITE, logger: false }),
    ).rejects.toThrow(/site\.json:8:17: languages\[0\]: a language is written like en_US/);
  });
});
