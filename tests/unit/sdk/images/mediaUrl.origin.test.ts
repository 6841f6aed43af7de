import { describe, expect, it } from 'vitest';
import { readDocument } from '@about-site/sdk/documents';
import { buildSrcSet, resolveMediaUrl } from '@about-site/sdk/images';

const ORIGIN = 'https://acme.my.site.com';
const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

const news = {
  contentKey: 'MCKXAPY5PVG62JGFGYVX66KGJYH6',
  title: 'Our history',
  contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
  contentBody: {
    bannerImage: {
      url: `/cms/delivery/media/${KEY}?version=1.1`,
      altText: 'Banner',
      source: { type: 'imageReference', ref: { contentKey: KEY } },
    },
    thumbnail: {
      url: 'https://images.example.com/van.png',
      altText: 'Van',
      source: { type: 'url', url: 'https://images.example.com/van.png' },
    },
  },
};

describe('origin: absolute media addresses for apps on another origin', () => {
  it('resolveMediaUrl puts the origin before the base path of a site address', () => {
    expect(resolveMediaUrl(`/cms/delivery/media/${KEY}`, { basePath: '/s', origin: ORIGIN })).toBe(
      `${ORIGIN}/s/sfsites/c/cms/delivery/media/${KEY}`,
    );
    expect(resolveMediaUrl('/assets/logo.svg', { origin: `${ORIGIN}/` })).toBe(
      `${ORIGIN}/assets/logo.svg`,
    );
    expect(
      resolveMediaUrl('https://cdn.example.com/a.png', { origin: ORIGIN, isExternal: true }),
    ).toBe('https://cdn.example.com/a.png');
  });

  it('readDocument with an origin gives the site images as addresses that load, srcsets too', () => {
    const view = readDocument(news, { basePath: '/site', origin: ORIGIN });
    const bannerUrl = `${ORIGIN}/site/sfsites/c/cms/delivery/media/${KEY}?version=1.1`;
    expect(view?.banner?.url).toBe(bannerUrl);
    // An external picture is left as it is.
    expect(view?.thumbnail?.url).toBe('https://images.example.com/van.png');
    const srcSet = buildSrcSet(view?.banner?.url ?? '');
    expect(srcSet).not.toBe('');
    for (const candidate of srcSet.split(', '))
      expect(candidate.startsWith(`${ORIGIN}/site/`)).toBe(true);
  });

  it('readDocument without an origin keeps the images as the platform gives them', () => {
    expect(readDocument(news, { basePath: '/site' })?.banner?.url).toBe(
      `/cms/delivery/media/${KEY}?version=1.1`,
    );
  });

  it('gives a site on plain http (the emulator) its srcset too, and no other http address', () => {
    const local = 'http://127.0.0.1:4173';
    const view = readDocument(news, { origin: local });
    const bannerUrl = view?.banner?.url ?? '';
    expect(bannerUrl.startsWith(`${local}/sfsites/c/`)).toBe(true);
    expect(buildSrcSet(bannerUrl, [320, 640], { origin: local })).toBe(
      `${bannerUrl}&width=320 320w, ${bannerUrl}&width=640 640w`,
    );
    // Without the origin, or on another one, an http address stays refused.
    expect(buildSrcSet(bannerUrl, [320])).toBe('');
    expect(buildSrcSet('http://elsewhere.example/a.png', [320], { origin: local })).toBe('');
    expect(buildSrcSet(`${local}.evil.example/a.png`, [320], { origin: local })).toBe('');
  });
});
