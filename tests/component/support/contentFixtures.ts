import type { SiteConfig } from '../../../app/config/readSiteConfig';
import { uiMessagesFor } from '../../../shared/i18n/uiMessages';

export const SITE_ID = '0DMxx0000004CAcGAM';
/** The SDK's origin in block tests (the providers' `API_ORIGIN`). */
export { API_ORIGIN as API } from '../../support/testStore';
export const contentPath = (key: string) =>
  `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${key}`;

export const testConfig: SiteConfig = {
  siteName: 'Quayline',
  siteId: SITE_ID,
  channelId: '0apxx0000004CAcAAM',
  communityId: '0DBxx0000004CAcGAM',
  basePath: '',
  languages: ['en_US'],
  domainUrl: 'https://www.example.com',
  apiOrigin: '',
  imageOptimizer: 'none',
  currentRelease: { apiVersion: 'v64.0', release: 256 },
  messages: uiMessagesFor('en_US'),
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
let counter = 0;
/** A content key unique to this test file: `MC` + 26 of [A-Z2-7] (the counter in base 32). */
export function uniqueKey(): string {
  counter += 1;
  let digits = '';
  for (let rest = counter; rest > 0; rest = Math.floor(rest / 32)) {
    digits = `${BASE32.charAt(rest % 32)}${digits}`;
  }
  return `MC${digits.padStart(26, 'A')}`;
}

const envelope = (key: string, title: string) => ({
  contentKey: key,
  managedContentId: `20Yxx00000${key.slice(-8)}`,
  language: 'en_US',
  publishedDate: '2024-05-01T09:30:00.000Z',
  title,
  unauthenticatedUrl: null,
  urlName: title.toLowerCase().replace(/\W+/g, '-'),
});

export function newsDocument(key: string, overrides: { excerpt?: string; title?: string } = {}) {
  return {
    ...envelope(key, overrides.title ?? 'Warehouse visibility for field service teams'),
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: {
      excerpt: overrides.excerpt ?? 'How real-time stock levels cut truck rolls by a third.',
      body: '&lt;p&gt;Full story&lt;/p&gt;',
      bannerImage: {
        url: `/cms/delivery/media/${key}`,
        altText: 'A technician scanning a parts bin',
        source: { type: 'imageReference', ref: { contentKey: key } },
      },
    },
  };
}

export function imageDocument(key: string) {
  return {
    ...envelope(key, 'Distribution centre at dawn'),
    contentType: { fullyQualifiedName: 'sfdc_cms__image', name: 'Image' },
    contentBody: {
      altText: 'Rows of shelving in a distribution centre',
      'sfdc_cms:media': {
        source: { type: 'file', mimeType: 'image/jpeg', size: 248731 },
        url: `/cms/delivery/media/${key}`,
      },
    },
  };
}

export const notFoundBody = [
  { errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' },
];
