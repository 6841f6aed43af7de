import { describe, expect, it } from 'vitest';
import { readDocument } from '@about-site/sdk/documents';
import { generateUrl } from '@about-site/sdk/links';

const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

function documentOf(contentTypeName: string, contentKey: string) {
  return { contentKey, contentType: { fullyQualifiedName: contentTypeName }, contentBody: {} };
}

function generated(contentTypeName: string, contentKey: string, basePath?: string) {
  try {
    return generateUrl(
      { type: 'standard__managedContentPage', attributes: { contentTypeName, contentKey } },
      { basePath },
    );
  } catch {
    return undefined;
  }
}

describe('readDocument: the page link', () => {
  it.each<[string, string, string | undefined]>([
    ['sfdc_cms__news', KEY, '/site'],
    [' sfdc_cms__news ', ` ${KEY}\n`, 's/'],
    ['news', KEY, undefined],
    ['news', KEY, '/'],
  ])('is the URL generateUrl gives its managed-content page (%j, %j, %j)', (type, key, base) => {
    const link = readDocument(documentOf(type, key), { basePath: base })?.link;
    expect(link).toBe(generated(type, key, base));
    expect(link).toMatch(/\/(sfdc_cms__)?news\/MCA4CCV5QS2BAB5H7YRCRPTCWGZQ$/);
  });

  it.each<[string, string, string | undefined]>([
    ['', KEY, undefined],
    ['1news', KEY, undefined],
    ['a/b', KEY, undefined],
    ['news', 'MCX', undefined],
    ['news', KEY.toLowerCase(), undefined],
    ['news', KEY, '/../x'],
  ])(
    'is missing, and the document unread, when no page can be formed (%j, %j, %j)',
    (type, key, base) => {
      expect(generated(type, key, base)).toBeUndefined();
      expect(readDocument(documentOf(type, key), { basePath: base })).toBeNull();
    },
  );
});
