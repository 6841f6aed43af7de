import { describe, expect, it } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import type { ImageBody, ManagedContentCollection, NewsBody } from '@about-site/sdk';
import {
  collectionItemKeys,
  isImageDocument,
  isManualCollectionDocument,
  isNewsDocument,
  readDocument,
} from '@about-site/sdk/documents';
import { getContentKey, resolveMediaUrl } from '@about-site/sdk/images';
import { decodeEntities } from '@about-site/sdk/text';
import {
  CHANNEL_ID,
  PUBLIC_CHANNEL_ID,
  SITE_ID,
  sdkForOrg,
  served,
} from '../../support/platformFixtures';

/** The public site that shows the org's content, for an app on another origin. */
const SITE_ORIGIN = 'https://www.quayline.com';
const CONSIGNMENT = 'MCWBDHIETTUTMQ7UWJITU3N5PFZA';
const CYCLE_COUNTING = 'MCNLPWX4T6MXOVMECTYWD5MXJRTV';
const CTO_PORTRAIT = 'MCLEBPXY3754U6IQT57B24ZRILPQ';

describe('a single document from the platform', () => {
  it('by site: a news document, its RichText and strings entity-encoded, read decoded', async () => {
    const body = served('content-by-site.news');
    const document = await sdkForOrg().getContent<NewsBody>({
      channelOrSiteId: SITE_ID,
      contentKeyOrId: CONSIGNMENT,
    });
    expect(document).toEqual(body);
    expect(document.language).toBe('en_US');
    expect(document.references).toBeNull();
    expect(document.channelSummary?.target?.id).toBe(SITE_ID);
    expect(document.contentBody.body.startsWith('&lt;p&gt;Consignment keeps')).toBe(true);
    expect(isNewsDocument(document)).toBe(true);

    const view = readDocument(document);
    expect(view).toMatchObject({
      contentKey: CONSIGNMENT,
      managedContentId: '20Y5f00000vOwEsEAK',
      kind: 'news',
      title: 'Consignment Inventory That Reconciles Itself',
      excerpt:
        "Stock on a customer's shelf still belongs to you until it is used. Usage-based billing and scheduled consignment audits close the gap.",
      link: `/sfdc_cms__news/${CONSIGNMENT}`,
      publishedDate: '2025-01-21T15:00:00.000Z',
    });
    expect(view?.body).toContain("at the customer's site & sends the billable usage");
    expect(view?.body.startsWith('<p>Consignment keeps')).toBe(true);
    expect(view?.banner).toEqual({
      url: '/cms/delivery/media/MCK7QMIMQEMLDM6I6SFZ43DB3WJC',
      isExternal: false,
      altText: 'Illustrated parcels flowing between a distributor warehouse and a customer site',
      contentKey: 'MCK7QMIMQEMLDM6I6SFZ43DB3WJC',
    });
  });

  it('by channel and managed content id: an image whose media url carries an encoded query', async () => {
    const body = served('content-by-channel.image-by-id');
    const document = await sdkForOrg().getContent<ImageBody>({
      channelOrSiteId: CHANNEL_ID,
      contentKeyOrId: '20Y5f00000pm5mHEAQ',
    });
    expect(document).toEqual(body);
    expect(document.contentKey).toBe(CTO_PORTRAIT);
    expect(isImageDocument(document)).toBe(true);

    const mediaUrl = `/cms/delivery/media/${CTO_PORTRAIT}?version=1.1&channelId=0ap5f00000SoMpd`;
    const view = readDocument(document, { origin: SITE_ORIGIN });
    expect(view?.media).toEqual({
      url: `${SITE_ORIGIN}/sfsites/c${mediaUrl}`,
      isExternal: false,
      altText: 'Illustrated portrait of Marcus Lindqvist, Chief Technology Officer',
      contentKey: '',
    });
    expect(readDocument(document)?.media?.url).toBe(mediaUrl);
    expect(getContentKey(mediaUrl)).toBe(CTO_PORTRAIT);
  });

  it('in French: the French variant, language fr_FR, cached apart from the English one', async () => {
    const french = served('content-by-site.language-fr_FR');
    const english = served('content-by-site.news');
    const sdk = sdkForOrg();
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: CONSIGNMENT };
    const inFrench = await sdk.getContent<NewsBody>({ ...config, language: 'fr_FR' });
    const inEnglish = await sdk.getContent<NewsBody>(config);
    expect(inFrench).toEqual(french);
    expect(inEnglish).toEqual(english);
    expect(inFrench.language).toBe('fr_FR');
    expect(readDocument(inFrench)?.title).toBe(
      'Un stock en consignation qui se rapproche tout seul',
    );
    expect(readDocument(inFrench)?.excerpt).toMatch(/^Le stock posé sur l'étagère d'un client/);
    const frenchKey = cacheKeys.getContent({ ...config, language: 'fr_FR' });
    expect(frenchKey).not.toBe(cacheKeys.getContent(config));
    expect(sdk.cache.get(frenchKey)?.data).toEqual(french);
  });

  it('in a language the document lacks: the English it fell back to, which language says', async () => {
    const body = served('content-by-site.language-fallback-en_US');
    const document = await sdkForOrg().getContent({
      channelOrSiteId: SITE_ID,
      contentKeyOrId: CYCLE_COUNTING,
      language: 'de_DE',
    });
    expect(document).toEqual(body);
    expect(document.language).toBe('en_US');
  });

  it('with showAbsoluteUrl on a public channel: an absolute unauthenticatedUrl', async () => {
    const body = served('content-by-channel.show-absolute-url');
    const document = await sdkForOrg().getContent<ImageBody>({
      channelOrSiteId: PUBLIC_CHANNEL_ID,
      contentKeyOrId: CTO_PORTRAIT,
      showAbsoluteUrl: true,
    });
    expect(document).toEqual(body);
    expect(document.channelSummary?.type).toBe('PublicUnauthenticated');
    const address = new URL(decodeEntities(document.unauthenticatedUrl ?? ''));
    expect(address.origin).toBe('https://quayline.cdn.salesforce-experience.com');
    expect(address.searchParams.get('channelId')).toBe('0ap5f00000Pu8Lc');
    // The media url itself stays root-relative: an app on another origin resolves it.
    const mediaUrl = document.contentBody['sfdc_cms:media'].url;
    expect(resolveMediaUrl(mediaUrl, { origin: SITE_ORIGIN, basePath: '' })).toBe(
      `${SITE_ORIGIN}/sfsites/c/cms/delivery/media/${CTO_PORTRAIT}`,
    );
  });
});

describe('a list of documents from the platform', () => {
  it('page by page: sdk.pages follows nextPageUrl to the last page, each page cached', async () => {
    const first = served('contents-by-site.news-page-0');
    const last = served('contents-by-site.news-page-1');
    const sdk = sdkForOrg();
    const config = {
      channelOrSiteId: SITE_ID,
      contentTypeFQN: 'sfdc_cms__news',
      includeContentBody: true,
      pageSize: 3,
    };
    const pages: ManagedContentCollection<NewsBody>[] = [];
    for await (const page of sdk.pages<NewsBody>(config)) pages.push(page);
    expect(pages).toEqual([first, last]);
    expect(pages[0]?.nextPageUrl).toMatch(/page=1/);
    expect(pages[0]?.previousPageUrl).toBeNull();
    expect(pages[1]?.nextPageUrl).toBeNull();
    expect(pages[1]?.previousPageUrl).toMatch(/page=0/);
    expect(pages.flatMap((page) => page.contents).every(isNewsDocument)).toBe(true);
    expect(pages.flatMap((page) => page.contents.map((document) => document.contentKey))).toEqual([
      CYCLE_COUNTING,
      'MCNZR7GCK4H5ND3IJ5V7EYKTPJAJ',
      CONSIGNMENT,
      'MC4HX5665YBIMXZNBVZTQWSKYN5U',
      'MCEELRK3CXAVEW7X4FHYVXNHXHW7',
    ]);
    expect(Object.hasOwn(first as object, 'total')).toBe(false);
    for (const page of [0, 1]) {
      expect(sdk.cache.get(cacheKeys.getContents({ ...config, page }))?.state).toBe('Fulfilled');
    }
  });

  it('without bodies: summaries by managed content id, which read without their body', async () => {
    const body = served('contents-by-channel.summaries-by-id');
    const list = await sdkForOrg().getContents({
      channelOrSiteId: CHANNEL_ID,
      managedContentIds: ['20Y5f00000jRCSvEAO', '20Y5f00000zgdXwEAI'],
    });
    expect(list).toEqual(body);
    expect(list.contents.map((document) => Object.hasOwn(document, 'contentBody'))).toEqual([
      false,
      false,
    ]);
    expect(list.contents.map((document) => readDocument(document)?.title)).toEqual([
      'Cycle Counting Without Closing the Warehouse',
      'Field Inventory: Every Van Is a Warehouse',
    ]);
    expect(readDocument(list.contents[0])?.excerpt).toBe('');
  });

  it('by key with bodies: a key the platform does not know is simply missing', async () => {
    const body = served('contents-by-channel.keys-with-bodies');
    const list = await sdkForOrg().getContents<ImageBody>({
      channelOrSiteId: CHANNEL_ID,
      contentKeys: [CTO_PORTRAIT, 'MCQ3ZJ5TSVXPMD6RNNWYKF2UHA7E', 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ'],
      includeContentBody: true,
    });
    expect(list).toEqual(body);
    expect(list.contents.map((document) => document.contentKey)).toEqual([
      CTO_PORTRAIT,
      'MCMYNU75OJHKPCYUL5JLPLMUTTSJ',
    ]);
    expect(list.contents.every(isImageDocument)).toBe(true);
  });

  it('in French: each document in the language it was served in', async () => {
    const body = served('contents-by-site.language-fr_FR');
    const list = await sdkForOrg().getContents({
      channelOrSiteId: SITE_ID,
      contentKeys: [CONSIGNMENT, CYCLE_COUNTING],
      includeContentBody: true,
      language: 'fr_FR',
    });
    expect(list).toEqual(body);
    expect(list.contents.map((document) => document.language)).toEqual(['fr_FR', 'en_US']);
  });

  it('with references as a map: summaries of the referenced images by content key', async () => {
    const body = served('contents-by-site.references-map');
    const list = await sdkForOrg().getContents<NewsBody>({
      channelOrSiteId: SITE_ID,
      contentKeys: [CONSIGNMENT],
      includeContentBody: true,
      referenceDepth: 1,
    });
    expect(list).toEqual(body);
    expect(list.referencesList).toBeNull();
    const banner = list.contents[0]?.contentBody.bannerImage;
    const bannerKey = banner?.source.type === 'imageReference' ? banner.source.ref.contentKey : '';
    expect(Object.keys(list.references ?? {})).toEqual([
      'MCK7QMIMQEMLDM6I6SFZ43DB3WJC',
      'MCYS2NBHBZOHJLVUH3KWHQQSRHSN',
    ]);
    expect(list.references?.[bannerKey]).toMatchObject({ contentKey: bannerKey });
  });

  it('with references as a list: a collection and its items, expanded, in its order', async () => {
    const body = served('contents-by-channel.references-list');
    const list = await sdkForOrg().getContents({
      channelOrSiteId: CHANNEL_ID,
      contentKeys: ['MCBA3GXLED6M32A4SINZSXK5NN52'],
      includeContentBody: true,
      referenceDepth: 1,
      referencesAsList: true,
      expandReferences: true,
    });
    expect(list).toEqual(body);
    expect(list.references).toBeNull();
    const [collection] = list.contents;
    expect(collection && isManualCollectionDocument(collection)).toBe(true);
    const items = (list.referencesList ?? []).map((item) => readDocument(item)?.contentKey);
    expect(items).toEqual(collectionItemKeys(collection));
    expect(
      (list.referencesList ?? []).map(
        (item) => item !== null && typeof item === 'object' && 'contentBody' in item,
      ),
    ).toEqual([true, true]);
  });
});
