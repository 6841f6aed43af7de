import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../../content-model/contentLimits';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import type { EditorClient } from '../../../support/editorClient';
import { KEYS } from '../../../support/fixtureIds';
import type { TestServer } from '../../../support/testServer';

const BLUE = { r: 20, g: 60, b: 200 };
const RED = { r: 220, g: 30, b: 30 };
const MEDIA = '/sfsites/c/cms/delivery/media';

/** A small PNG carrying EXIF (a camera and a GPS position) and XMP. */
const pngWithMetadata = (background = BLUE) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'Camera Maker', Model: 'Camera One' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .png()
    .toBuffer();

interface Uploaded {
  contentKey: string;
  document: string;
  media: string;
  drafts: { path: string; revision: number }[];
  format: string;
  width: number;
  height: number;
  size: number;
}

describe('image uploads through the authoring API', () => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({ users: { ana: 'author' } });
    ({ server, store } = authoring);
    ana = authoring.editor('ana');
  });

  afterAll(() => authoring.close());

  const send = (method: string, path: string, body: Buffer, type = 'image/png') =>
    server.fetch(`/editor/api${path}`, {
      method,
      headers: { cookie: ana.cookie, 'x-csrf-token': ana.csrfToken, 'content-type': type },
      body,
    });
  const upload = (name: string, body: Buffer, type?: string) =>
    send('POST', `/media?name=${encodeURIComponent(name)}`, body, type);

  const draftBody = async (file: string) => {
    const draft = await store.draft(file);
    if (!draft?.body) throw new Error(`no draft of ${file}`);
    return Buffer.from(draft.body);
  };

  const refusalOf = async (answer: Response) => ({
    status: answer.status,
    ...((await answer.json()) as { error: string; message: string }),
  });

  let uploaded: Uploaded;

  it('takes a PNG as drafts of its original, metadata stripped, and an image document', async () => {
    const photo = await pngWithMetadata();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Camera Maker');
    expect(before.xmp).toBeDefined();

    const answer = await upload('Harbour view.png', photo, 'application/octet-stream');
    expect(answer.status).toBe(201);
    uploaded = (await answer.json()) as Uploaded;
    expect(uploaded).toMatchObject({
      document: 'documents/harbour-view.json',
      media: `media/${uploaded.contentKey}.png`,
      format: 'png',
      width: 64,
      height: 48,
    });
    expect(uploaded.contentKey).toMatch(/^MC[A-Z2-7]{26}$/);
    expect(uploaded.drafts.map((draft) => draft.path).sort()).toEqual(
      [uploaded.document, uploaded.media].sort(),
    );

    const original = await draftBody(uploaded.media);
    expect(original.length).toBe(uploaded.size);
    const after = await sharp(original).metadata();
    expect(after).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();

    const document = JSON.parse((await draftBody(uploaded.document)).toString('utf8')) as {
      contentKey: string;
      title: string;
      urlName: string;
      contentType: { fullyQualifiedName: string };
      contentBody: { 'sfdc_cms:media': { source: { mimeType: string; size: number } } };
    };
    expect(document).toMatchObject({
      contentKey: uploaded.contentKey,
      title: 'Harbour view',
      urlName: 'harbour-view',
      contentType: { fullyQualifiedName: 'sfdc_cms__image' },
      contentBody: {
        'sfdc_cms:media': { source: { mimeType: 'image/png', size: original.length } },
      },
    });
    expect(
      (await store.head()) && (await store.tree((await store.head())!.id)).has(uploaded.media),
    ).toBe(false);
  });

  it('shows the upload in the signed-in preview, and not to a guest', async () => {
    // A WebP rendition of the PNG, made from the drafted original.
    const signedIn = await server.fetch(`${MEDIA}/${uploaded.contentKey}?width=32`, {
      headers: { cookie: ana.cookie, accept: 'image/webp,*/*' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('content-type')).toBe('image/webp');
    const rendition = await sharp(Buffer.from(await signedIn.arrayBuffer())).metadata();
    expect(rendition).toMatchObject({ format: 'webp', height: 48 * (rendition.width / 64) });
    expect(signedIn.headers.get('cache-control')).toMatch(/private|no-store/);

    const guest = await server.fetch(`${MEDIA}/${uploaded.contentKey}?width=32`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(guest.status).toBe(404);
  });

  it('refuses a second image under a name a document has', async () => {
    const answer = await upload('harbour-view.png', await pngWithMetadata());
    expect(await refusalOf(answer)).toMatchObject({
      status: 409,
      message: 'documents/harbour-view.json exists already; upload the image under another name.',
    });
  });

  it('refuses a text file named .png, and an SVG, as no image the site takes (415)', async () => {
    const drafts = await store.drafts();
    const answer = await upload('notes.png', Buffer.from('Just some notes, not a picture.\n'));
    const refusal = await refusalOf(answer);
    expect(refusal.status).toBe(415);
    expect(refusal.message).toMatch(/^notes\.png is not an image: /);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const asSvg = await refusalOf(await upload('logo.svg', svg, 'image/svg+xml'));
    expect(asSvg.status).toBe(415);
    expect(asSvg.message).toMatch(/^logo\.svg is not an image: holds svg data/);
    expect(await store.drafts()).toEqual(drafts);
  });

  it('takes no upload from a guest', async () => {
    const drafts = await store.drafts();
    const answer = await server.fetch('/editor/api/media?name=guest.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: await pngWithMetadata(),
    });
    expect(answer.status).toBe(401);
    expect(await store.drafts()).toEqual(drafts);
  });

  it('refuses a 9000 × 5000 PNG by its size in pixels', async () => {
    const poster = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: BLUE },
    })
      .png()
      .toBuffer();
    expect(await refusalOf(await upload('poster.png', poster))).toMatchObject({
      status: 400,
      message: 'poster.png is 9000 × 5000 px, 45 megapixels; at most 40.',
    });
  });

  // Its image is made here: 48 megapixels encoded, seconds of work on a loaded machine.
  it(
    'refuses a decompression bomb: frames within the limit whose pixels together are not',
    { timeout: 30_000 },
    async () => {
      const frames = await Promise.all(
        [RED, BLUE, RED].map((background) =>
          sharp({ create: { width: 4000, height: 4000, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      const bomb = await sharp(frames, { join: { animated: true } })
        .webp({ effort: 0 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await refusalOf(await upload('loop.webp', bomb, 'image/webp'))).toMatchObject({
        status: 400,
        message:
          'loop.webp is too large to decode: its pixels (all its frames together) are over 40 megapixels.',
      });
    },
  );

  it('refuses more than 20 MiB with 413, by the check or by the body limit', async () => {
    const photo = await pngWithMetadata();
    const justOver = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length)]);
    expect(await refusalOf(await upload('scan.png', justOver))).toMatchObject({
      status: 413,
      message: 'scan.png is 20.1 MiB; at most 20 MiB.',
    });
    const far = Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024);
    const refusal = await refusalOf(await upload('huge.png', far));
    expect(refusal.status).toBe(413);
    expect(refusal.error).toBe('too-large');
  });

  it('refuses bodies that are not bytes, and uploads elsewhere', async () => {
    const asJson = await ana.api(server, 'POST', '/media?name=x.png', { image: 'no' });
    expect(asJson.status).toBe(415);
    const noName = await send('POST', '/media', await pngWithMetadata());
    expect(noName.status).toBe(400);
    const elsewhere = await send('PUT', '/drafts/documents/x.json', await pngWithMetadata());
    expect(elsewhere.status).toBe(415);
  });

  it('replaces the original of an image document, keeping its key, on the revision given', async () => {
    const documentDraft = await store.draft(uploaded.document);
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: RED } })
      .withExif({ IFD0: { Make: 'Camera Maker' } })
      .jpeg()
      .toBuffer();
    const stale = await send(
      'PUT',
      `/media/${uploaded.contentKey}?revision=0&baseRevision=0`,
      jpeg,
      'image/jpeg',
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain('saved by ana');

    const answer = await send(
      'PUT',
      `/media/${uploaded.contentKey}?revision=${String(documentDraft!.revision)}&baseRevision=0`,
      jpeg,
      'image/jpeg',
    );
    expect(answer.status).toBe(200);
    const replaced = (await answer.json()) as Uploaded;
    expect(replaced).toMatchObject({
      contentKey: uploaded.contentKey,
      document: uploaded.document,
      media: `media/${uploaded.contentKey}.jpg`,
      format: 'jpeg',
      width: 80,
      height: 40,
    });
    const original = await draftBody(replaced.media);
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    // The PNG it replaces was only a draft: its draft is discarded.
    expect(await store.draft(uploaded.media)).toBeUndefined();
    expect(replaced.drafts).toContainEqual({ path: uploaded.media, revision: 0 });
    const document = JSON.parse((await draftBody(uploaded.document)).toString('utf8')) as {
      contentBody: { 'sfdc_cms:media': { source: { mimeType: string; size: number } } };
    };
    expect(document.contentBody['sfdc_cms:media'].source).toMatchObject({
      mimeType: 'image/jpeg',
      size: original.length,
    });
    await expect
      .poll(async () => {
        const shown = await server.fetch(`${MEDIA}/${uploaded.contentKey}`, {
          headers: { cookie: ana.cookie, accept: 'image/jpeg' },
        });
        return (await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width;
      })
      .toBe(80);

    const unknown = await send(
      'PUT',
      `/media/MCAAAAAAAAAAAAAAAAAAAAAAAAAA?revision=0&baseRevision=0`,
      jpeg,
    );
    expect(unknown.status).toBe(404);
  });
  it('replaces a published original in another format: the document and its variants follow', async () => {
    const banner = 'documents/banner.json';
    const published = (await (await ana.api(server, 'GET', `/files/${banner}`)).json()) as {
      revision: number;
    };
    const png = await pngWithMetadata(RED);
    const answer = await send(
      'PUT',
      `/media/${KEYS.banner}?revision=0&baseRevision=${String(published.revision)}`,
      png,
    );
    expect(answer.status).toBe(200);
    const { drafts } = (await answer.json()) as Uploaded;
    expect(drafts.map((draft) => draft.path).sort()).toEqual(
      [
        banner,
        'documents/banner.fr_FR.json',
        `media/${KEYS.banner}.jpg`,
        `media/${KEYS.banner}.png`,
      ].sort(),
    );
    // The published JPEG is removed when the drafts are published.
    expect((await store.draft(`media/${KEYS.banner}.jpg`))?.body).toBeNull();
    for (const file of [banner, 'documents/banner.fr_FR.json']) {
      const document = JSON.parse((await draftBody(file)).toString('utf8')) as {
        contentBody: { 'sfdc_cms:media': { source: { mimeType: string } } };
      };
      expect(document.contentBody['sfdc_cms:media'].source.mimeType).toBe('image/png');
    }
    const check = await ana.api(server, 'POST', '/check', {});
    expect(((await check.json()) as { problems: unknown[] }).problems).toEqual([]);
  });
});
