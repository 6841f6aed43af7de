/**
 * Media URLs carry their original's content hash as `version`: the delivery answers and the
 * pages hand them out, and only a request naming the current one is `immutable`.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaOriginal } from '../../../content-model';
import { strongEtag } from '../../../content-model/media';
import { versionMediaIn } from '../../../content-model/mediaVersion';
import { KEYS, SITE_CONTENTS, UNKNOWN_KEY } from '../support/fixtureIds';
import type { TestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

// Media without a version or with an old one, as docs/fleet.md documents its Cache-Control.
const UNVERSIONED_MEDIA_CACHE = 'public, no-cache';

// Media at its current version, as docs/fleet.md documents its Cache-Control.
const VERSIONED_MEDIA_CACHE = 'public, max-age=31536000, immutable';

const servers = useTestServer();
let server: TestServer;
/** The banner original's version, computed here from its file as the docs define it. */
let bannerVersion: string;

beforeAll(async () => {
  server = await servers.start();
  const bytes = await readFile(path.join(servers.contentDir, 'media', `${KEYS.banner}.jpg`));
  bannerVersion = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
});

const media = (query = '') => `/sfsites/c/cms/delivery/media/${KEYS.banner}${query}`;

describe('versionMediaIn, on a text', () => {
  const bytes = Buffer.from('picture');
  const original = { bytes, etag: strongEtag(bytes) } as MediaOriginal;
  const version = createHash('sha256').update('picture').digest('base64url').slice(0, 16);
  const find = (key: string) => (key === KEYS.banner ? original : undefined);

  it.each([
    [`/cms/delivery/media/${KEYS.banner}`, `/cms/delivery/media/${KEYS.banner}?version=${version}`],
    [
      `/cms/delivery/media/${KEYS.banner}?width=640`,
      `/cms/delivery/media/${KEYS.banner}?version=${version}&width=640`,
    ],
    [
      `<img src="/s/sfsites/c/cms/delivery/media/${KEYS.banner}" alt="x">`,
      `<img src="/s/sfsites/c/cms/delivery/media/${KEYS.banner}?version=${version}" alt="x">`,
    ],
    [
      `/cms/delivery/media/${KEYS.banner}?version=old&width=640`,
      `/cms/delivery/media/${KEYS.banner}?version=old&width=640`,
    ],
    [`/cms/delivery/media/${UNKNOWN_KEY}`, `/cms/delivery/media/${UNKNOWN_KEY}`],
    ['https://example.com/picture.jpg', 'https://example.com/picture.jpg'],
  ])('%s becomes %s', (text, expected) => {
    expect(versionMediaIn(text, find)).toBe(expected);
  });
});

describe('Cache-Control of media by version', () => {
  it('is immutable for the current version, at any width', async () => {
    for (const query of [`?version=${bannerVersion}`, `?version=${bannerVersion}&width=640`]) {
      const response = await server.fetch(server.url(media(query)));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(VERSIONED_MEDIA_CACHE);
    }
  });

  it('answers the current bytes without a version or with an old one, never immutable', async () => {
    const current = await server.fetch(server.url(media(`?version=${bannerVersion}`)));
    const currentBytes = Buffer.from(await current.arrayBuffer());
    for (const query of ['', '?version=AAAAAAAAAAAAAAAA', '?version=a&version=b', '?width=640']) {
      const response = await server.fetch(server.url(media(query)));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(UNVERSIONED_MEDIA_CACHE);
      expect(response.headers.get('etag')).toMatch(/^"/);
      if (!query.includes('width')) {
        expect(Buffer.from(await response.arrayBuffer()).equals(currentBytes)).toBe(true);
      }
    }
  });
});

describe('media URLs handed out', () => {
  it('the delivery API names the current version of images and image references', async () => {
    const image = (await (
      await server.fetch(server.url(`${SITE_CONTENTS}/${KEYS.banner}`))
    ).json()) as { contentBody: { 'sfdc_cms:media': { url: string } } };
    expect(image.contentBody['sfdc_cms:media'].url).toBe(
      `/cms/delivery/media/${KEYS.banner}?version=${bannerVersion}`,
    );
    const news = (await (
      await server.fetch(server.url(`${SITE_CONTENTS}/${KEYS.newsA}`))
    ).json()) as { contentBody: { bannerImage: { url: string } } };
    expect(news.contentBody.bannerImage.url).toBe(
      `/cms/delivery/media/${KEYS.banner}?version=${bannerVersion}`,
    );
  });
});
