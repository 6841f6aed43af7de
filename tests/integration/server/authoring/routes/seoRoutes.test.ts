import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../../../../fixtures/xss';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import type { EditorClient } from '../../../support/editorClient';
import { COMMUNITY_ID } from '../../../support/fixtureIds';
import type { TestServer } from '../../../support/testServer';

const ABOUT = 'seo/about.json';
const SOON = { timeout: 8000, interval: 50 };
const SEO_API = `/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/about?fields=Title,Description`;

interface SeoRecordJson {
  recordId: string;
  recordName: string;
  objectName: string;
  fields: Record<string, string>;
  isSeoIndexed: boolean;
}

interface OneRecord {
  path: string;
  revision: number;
  record: SeoRecordJson | null;
  draft: { revision: number; baseRevision: number; savedBy: string; record: SeoRecordJson } | null;
}

/** What on a page could run: its scripts, frames, embeds, bases, event handlers, `javascript:` urls. */
function liveMarkup(document: Document): string[] {
  const live: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const name = element.tagName.toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'svg', 'math'].includes(name)) {
      live.push(`${name} ${element.getAttribute('src') ?? element.getAttribute('type') ?? ''}`);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        live.push(`${name} ${attribute.name}`);
      }
    }
  }
  return live;
}

describe('SEO records through the authoring API', () => {
  let server: TestServer;
  let ana: EditorClient;
  let pia: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({
      users: { ana: 'author', pia: 'publisher' },
      server: {
        publishTimings: { settleMs: 20, quietMs: 100, rescanMs: 100 },
        // The app's own renderer, so the page checked is the head the site really writes.
        ssrEntry: path.resolve('app/entry-server.tsx'),
      },
    });
    server = authoring.server;
    ana = authoring.editor('ana');
    pia = authoring.editor('pia');
  });

  afterAll(() => authoring.close());

  const about = async () =>
    (await (await ana.api(server, 'GET', '/seo/about')).json()) as OneRecord;

  const publicPage = async () => {
    const page = await server.fetch('/about');
    expect(page.status).toBe(200);
    return new JSDOM(await page.text()).window.document;
  };

  const publishAbout = async () => {
    const { draft } = await about();
    const published = await pia.api(server, 'POST', '/publish', {
      message: 'SEO of the About page',
      drafts: [{ path: ABOUT, revision: draft?.revision }],
    });
    expect(published.status).toBe(200);
  };

  it('lists the records with their ids and fields, translations left out', async () => {
    const answer = await ana.api(server, 'GET', '/seo');
    expect(answer.status).toBe(200);
    const { records } = (await answer.json()) as {
      records: { path: string; recordId: string; fields: Record<string, string> }[];
    };
    expect(records).toEqual([
      expect.objectContaining({
        path: ABOUT,
        recordId: 'about',
        drafted: false,
        fields: { Name: 'About', Title: 'About us', Description: 'Who we are' },
      }),
    ]);
  });

  it('reads a record with its revision, saves a draft of it, and reads the draft back', async () => {
    const before = await about();
    expect(before).toMatchObject({ path: ABOUT, draft: null, record: { recordId: 'about' } });
    expect(before.revision).toBeGreaterThan(0);
    const record = {
      ...before.record!,
      fields: { ...before.record!.fields, Title: 'About the team' },
    };
    const saved = await ana.api(server, 'PUT', '/seo/about', {
      record,
      revision: 0,
      baseRevision: before.revision,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      draft: { path: ABOUT, revision: 1, savedBy: 'ana' },
    });
    const after = await about();
    expect(after.record?.fields.Title).toBe('About us');
    expect(after.draft).toMatchObject({ revision: 1, savedBy: 'ana', record });
    const listed = (await (await ana.api(server, 'GET', '/seo')).json()) as {
      records: { drafted: boolean; fields: Record<string, string> }[];
    };
    expect(listed.records[0]).toMatchObject({ drafted: true, fields: { Title: 'About the team' } });
  });

  it('refuses a record the schema refuses with 400 naming the field, and saves nothing', async () => {
    const current = await about();
    const refused = await ana.api(server, 'PUT', '/seo/about', {
      record: {
        ...current.draft!.record,
        isSeoIndexed: 'yes',
        canonicalUrl: 'javascript:alert(1)',
      },
      revision: current.draft!.revision,
      baseRevision: current.revision,
    });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { message: string; fields: { path: string }[] };
    expect(answer.fields.map((field) => field.path).sort()).toEqual([
      'body.record.canonicalUrl',
      'body.record.isSeoIndexed',
    ]);
    expect(answer.message).toContain('body.record.isSeoIndexed');
    expect((await about()).draft?.revision).toBe(current.draft!.revision);
  });

  it('refuses a stale save with 409 naming who saved it, and a name that is no record', async () => {
    const current = await about();
    const stale = await pia.api(server, 'PUT', '/seo/about', {
      record: current.draft!.record,
      revision: 0,
      baseRevision: current.revision,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain('saved by ana');
    expect((await ana.api(server, 'GET', '/seo/nothing-here')).status).toBe(404);
    expect((await ana.api(server, 'GET', '/seo/..%2Fsite')).status).toBe(400);
  });

  it('keeps the XSS corpus in the SEO fields as text: stored, served and shown as text only', async () => {
    const before = await publicPage();
    const current = await about();
    // The corpus in three parts, one a field: the request stays under the API's 64 KiB.
    const third = Math.ceil(XSS_CORPUS.length / 3);
    const [title = '', description = '', name = ''] = [0, 1, 2].map((part) =>
      XSS_CORPUS.slice(part * third, (part + 1) * third)
        .map((payload) => payload.html)
        .join(' '),
    );
    const record = {
      ...current.draft!.record,
      recordName: name,
      fields: { ...current.draft!.record.fields, Title: title, Description: description },
    };
    const saved = await ana.api(server, 'PUT', '/seo/about', {
      record,
      revision: current.draft!.revision,
      baseRevision: current.revision,
    });
    expect(saved.status).toBe(200);
    expect((await about()).draft?.record).toEqual(record);
    await publishAbout();

    // Served to a guest as the text it was saved as.
    const served = async () => (await (await server.fetch(SEO_API)).json()) as SeoRecordJson;
    await expect.poll(async () => (await served()).recordName === name, SOON).toBe(true);
    const { fields } = await served();
    expect(fields.Title === title && fields.Description === description).toBe(true);

    // The public page: the description is the text saved, and no payload made an element.
    const after = await publicPage();
    expect(after.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      description,
    );
    expect(after.querySelectorAll('title')).toHaveLength(1);
    expect(liveMarkup(after)).toEqual(liveMarkup(before));
    // The page's state holds the payloads as JSON, still whole: nothing broke out of it.
    const states = after.querySelectorAll('script[type="application/json"]');
    expect(states.length).toBeGreaterThan(0);
    for (const script of states) {
      expect(() => JSON.parse(script.textContent) as unknown).not.toThrow();
    }
  });
});
