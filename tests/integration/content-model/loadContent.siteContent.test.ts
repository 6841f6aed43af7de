import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SiteContent, type ManagedContentDocument } from '../../../content-model';
import type { ViewNode } from '../../../shared/viewSchema';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The site's own content folder: it must load, and hold what the About page needs. Documents are
 * found through the About view's references (the carousel's `contentKey`, the cards'
 * `contentId`), never by a title an author may change.
 */
let store: SiteContent;

beforeAll(async () => {
  store = await loadContent('content');
});

/** The props of every node of `type` in the About view, its regions included. */
function aboutProps(type: string): Record<string, unknown>[] {
  const about = store.views.find((view) => view.id === 'about');
  if (!about) throw new Error('the content folder has no about view');
  const found: Record<string, unknown>[] = [];
  const visit = (node: ViewNode): void => {
    if (node.type === type) found.push(node.props ?? {});
    for (const region of Object.values(node.regions ?? {})) region.forEach(visit);
  };
  about.nodes.forEach(visit);
  return found;
}

/** The document a reference names, which must exist. */
function referenced(keyOrId: unknown): ManagedContentDocument {
  const doc = typeof keyOrId === 'string' ? store.findDocument(keyOrId) : undefined;
  if (!doc) throw new Error(`the About view names ${String(keyOrId)}, which is not there`);
  return doc;
}

/** The About page's carousel: its collection and the name its styles are kept under. */
function aboutCarousel() {
  const [carousel] = aboutProps('contentCarousel');
  if (!carousel) throw new Error('the About view has no carousel');
  return { collection: referenced(carousel.contentKey), name: String(carousel.carouselName) };
}

function newsBody(doc: ManagedContentDocument | undefined) {
  if (doc?.content.type !== 'sfdc_cms__news')
    throw new Error(`${doc?.contentKey ?? 'missing'} is not news`);
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

  it("has the milestones the About page's cards name, each with an excerpt", () => {
    const cards = aboutProps('contentCard');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      const doc = referenced(card.contentId);
      expect(newsBody(doc).excerpt, doc.contentKey).not.toBe('');
    }
  });

  it("has the carousel's collection of at least five complete news items, and its styles", () => {
    const { collection, name } = aboutCarousel();
    if (collection.content.type !== 'sfdc_cms__cmsManualCollection')
      throw new Error('no collection');
    const items = collection.content.body.collection.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      const body = newsBody(store.findDocument(item.contentKey));
      expect(body.excerpt).not.toBe('');
      expect(body.bannerImage).toBeDefined();
      expect(body.thumbnail).toBeDefined();
    }
    expect(Object.keys(store.carouselStyles.Carousel_Styles__c)).toContain(name);
  });

  it('has the milestones and at least three articles in French and German, as published in English', () => {
    const milestones = aboutProps('contentCard').map((card) => referenced(card.contentId));
    const { collection } = aboutCarousel();
    if (collection.content.type !== 'sfdc_cms__cmsManualCollection')
      throw new Error('no collection');
    const articles = collection.content.body.collection.items.map((item) =>
      referenced(item.contentKey),
    );
    for (const language of ['fr_FR', 'de_DE']) {
      const translated = (docs: ManagedContentDocument[]) =>
        docs.filter((doc) => store.findDocument(doc.contentKey, language)?.language === language);
      expect(translated(milestones), language).toEqual(milestones);
      expect(translated(articles).length, language).toBeGreaterThanOrEqual(3);
      for (const doc of [...milestones, ...translated(articles)]) {
        const variant = store.findDocument(doc.contentKey, language);
        expect(variant?.publishedDate).toBe(doc.publishedDate);
        expect(newsBody(variant).excerpt).not.toBe(newsBody(doc).excerpt);
      }
    }
  });

  it('serves the About page, its copy wholly translated, and its SEO fields in every language', () => {
    expect(store.viewLanguages('about').sort()).toEqual([...store.site.languages].sort());
    const english = store.findSeoRecord('about');
    expect(english?.isSeoIndexed).toBe(true);
    for (const language of store.site.languages.filter((each) => each !== 'en_US')) {
      const about = store.viewsIn(language).find((view) => view.id === 'about');
      // A block left in the default language is marked with its lang: none is.
      expect(JSON.stringify(about?.nodes)).not.toContain('"lang"');
      const seo = store.findSeoRecord('about', language);
      expect(seo?.fields.Description).toBeTruthy();
      expect(seo?.fields.Description).not.toBe(english?.fields.Description);
    }
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
    const { collection } = aboutCarousel();
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
