import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadContent,
  type ContentStore,
  type ManagedContentDocument,
} from '../../../server/content';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** The site's own content folder: it must load, and hold what the About page needs. */
let store: ContentStore;

beforeAll(async () => {
  store = await loadContent('content');
});

const byTitle = (title: string) => store.documents.find((doc) => doc.title === title);

function newsBody(doc: ManagedContentDocument | undefined) {
  if (doc?.content.type !== 'sfdc_cms__news')
    throw new Error(`${doc?.title ?? 'missing'} is not news`);
  return doc.content.body;
}

describe('the content folder', () => {
  it('has en_US first plus at least one more language', () => {
    expect(store.site.languages[0]).toBe('en_US');
    expect(store.site.languages.length).toBeGreaterThanOrEqual(2);
  });

  it('has image originals at least 1920 pixels wide', () => {
    const images = store.documents.filter((doc) => doc.content.type === 'sfdc_cms__image');
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const image of images) {
      expect(store.findMedia(image.contentKey)?.width, image.title).toBeGreaterThanOrEqual(1920);
    }
  });

  it('has the three milestones with excerpts', () => {
    for (const title of ['2014 - 2015', '2016 - 2021', '2022 - Current']) {
      expect(newsBody(byTitle(title)).excerpt, title).not.toBe('');
    }
  });

  it('has the Inventory Management collection of at least five complete news items', () => {
    const collection = byTitle('Inventory Management');
    if (collection?.content.type !== 'sfdc_cms__cmsManualCollection')
      throw new Error('no collection');
    const items = collection.content.body.collection.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      const body = newsBody(store.findDocument(item.contentKey));
      expect(body.excerpt).not.toBe('');
      expect(body.bannerImage).toBeDefined();
      expect(body.thumbnail).toBeDefined();
    }
    expect(Object.keys(store.carouselStyles.Carousel_Styles__c)).toContain('Inventory Management');
  });

  it('has indexed SEO properties for the About page in every language', () => {
    const seo = store.findSeoRecord('about');
    expect(seo?.isSeoIndexed).toBe(true);
    expect(seo?.canonicalUrl).toMatch(/^https:\/\//);
    expect(Object.keys(seo?.hrefLangUrls ?? {}).sort()).toEqual([...store.site.languages].sort());
  });
});

describe('the server on the content folder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ content: store });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the collection and a 640 wide rendition of a real image', async () => {
    const collection = byTitle('Inventory Management')!;
    const { siteId } = store.site;
    const response = await server.fetch(
      server.url(
        `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents/${collection.contentKey}`,
      ),
    );
    expect(response.status).toBe(200);
    const image = store.documents.find((doc) => doc.content.type === 'sfdc_cms__image')!;
    const media = await server.fetch(
      server.url(`/sfsites/c/cms/delivery/media/${image.contentKey}?width=640`),
    );
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe(store.findMedia(image.contentKey)?.mimeType);
  });
});
