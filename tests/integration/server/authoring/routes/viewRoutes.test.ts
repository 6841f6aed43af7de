import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import { contentState, saveDrafts } from '../../../../../server/authoring/routes/contentState';
import { XSS_CORPUS } from '../../../../fixtures/xss';
import { appPages } from '../../../support/appPages';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import type { EditorClient } from '../../../support/editorClient';
import { payloadGroups, renderedSafety, SAFE_PAGE, titleOf } from '../../../support/renderedSafety';
import type { TestServer } from '../../../support/testServer';

const SOON = { timeout: 8000, interval: 50 };
const NEWS_C = 'documents/news-c.json';
const NEWS_C_KEY = 'MCG6ZDMEN4KHVDGAJGXBENYJQWX6';

/** The suite's own pages: a team page, and a contact page whose button links to it. */
const TEAM_VIEW = {
  id: 'team',
  route: '/team',
  title: 'Our team',
  urlAlias: 'our-team',
  nodes: [
    {
      type: 'textBlock',
      id: 'team-heading',
      props: { text: 'Our team', headingTag: 'h1' },
    },
  ],
};
const CONTACT_VIEW = {
  id: 'contact',
  route: '/contact',
  title: 'Contact',
  nodes: [
    { type: 'textBlock', id: 'contact-heading', props: { text: 'Contact', headingTag: 'h1' } },
    { type: 'button', id: 'contact-team-button', props: { label: 'Meet the team', url: '/team' } },
  ],
};

interface Revisions {
  published: { revision: number; by: string } | null;
  draft: { revision: number; baseRevision: number; stale: boolean; removes: boolean } | null;
}
interface ListedView extends Revisions {
  id: string;
  route: string;
  title: string;
  path: string;
  companions: { path: string; revision: number }[];
}
interface ViewNodeJson {
  id: string;
  type: string;
  regions?: Record<string, ViewNodeJson[]>;
}
interface ReadView extends ListedView {
  view: { id: string; route: string; title: string; nodes: ViewNodeJson[] };
}

const nodeIds = (nodes: readonly ViewNodeJson[]): string[] =>
  nodes.flatMap((node) => [
    node.id,
    ...Object.values(node.regions ?? {}).flatMap((children) => nodeIds(children)),
  ]);

describe('views through the authoring API', { timeout: 60_000 }, () => {
  let server: TestServer;
  let store: ContentStore;
  let ana: EditorClient;
  let pia: EditorClient;
  let contentDir: string;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({
      users: { ana: 'author', pia: 'publisher' },
      server: {
        sourceSite: appPages,
        publishTimings: { settleMs: 20, quietMs: 100, rescanMs: 100 },
      },
      prepare: async (dir) => {
        const write = (file: string, json: unknown) =>
          writeFile(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
        await write('views/team.json', TEAM_VIEW);
        await write('views/contact.json', CONTACT_VIEW);
        const news = JSON.parse(await readFile(path.join(dir, NEWS_C), 'utf8')) as {
          contentBody: { body: string };
        };
        news.contentBody.body += '<p>Read about <a href="/team">the team</a>.</p>';
        await write(NEWS_C, news);
      },
    });
    ({ server, store, contentDir } = authoring);
    ana = authoring.editor('ana');
    pia = authoring.editor('pia');
  });

  afterAll(() => authoring.close());

  const json = async <T>(response: Response | Promise<Response>) =>
    (await (await response).json()) as T;
  const readView = (id: string) => json<ReadView>(ana.api(server, 'GET', `/views/${id}`));
  const publish = async (paths: readonly string[]) => {
    const drafts = (
      await json<{ drafts: { path: string; revision: number }[] }>(
        pia.api(server, 'GET', '/drafts'),
      )
    ).drafts.filter((draft) => paths.includes(draft.path));
    const response = await pia.api(server, 'POST', '/publish', {
      message: `Publish ${paths.join(', ')}`,
      drafts: drafts.map(({ path: file, revision }) => ({ path: file, revision })),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { version } = await json<{ version: { id: string } }>(response);
    await expect.poll(async () => (await store.head())?.id, SOON).toBe(version.id);
  };
  /** Waits until the public site answers `target` with `status`. */
  const siteAnswers = (target: string, status: number) =>
    expect
      .poll(async () => (await server.fetch(target, { redirect: 'manual' })).status, SOON)
      .toBe(status);

  it('lists every page with its route, title and revisions', async () => {
    const { views } = await json<{ views: ListedView[] }>(ana.api(server, 'GET', '/views'));
    expect(views.map((view) => view.id).sort()).toEqual([
      'about',
      'article',
      'blocks',
      'contact',
      'team',
    ]);
    expect(views.find((view) => view.id === 'team')).toMatchObject({
      route: '/team',
      title: 'Our team',
      path: 'views/team.json',
      published: { revision: 1 },
      draft: null,
    });
  });

  it('makes a blank page as a draft, readable with both revisions, not yet on the site', async () => {
    const created = await ana.api(server, 'POST', '/views', {
      id: 'careers',
      title: 'Careers',
      route: '/careers',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const read = await readView('careers');
    expect(read).toMatchObject({
      route: '/careers',
      published: null,
      draft: { revision: 1, baseRevision: 0, stale: false, removes: false },
      view: { id: 'careers', route: '/careers', title: 'Careers' },
    });
    expect(read.view.nodes.length).toBeGreaterThan(0);
    const check = await json<{ ok: boolean }>(ana.api(server, 'POST', '/check', {}));
    expect(check.ok).toBe(true);
    expect((await server.fetch('/careers')).status).toBe(404);
  });

  it('copies a page with new node ids throughout', async () => {
    const created = await ana.api(server, 'POST', '/views', {
      id: 'about-copy',
      title: 'About (copy)',
      route: '/about-copy',
      from: 'about',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [copy, about] = await Promise.all([readView('about-copy'), readView('about')]);
    const copied = nodeIds(copy.view.nodes);
    const original = nodeIds(about.view.nodes);
    expect(copied).toHaveLength(original.length);
    expect(copied.filter((id) => original.includes(id))).toEqual([]);
    expect(new Set(copied).size).toBe(copied.length);
    expect(copy.view.nodes.map((node) => node.type)).toEqual(
      about.view.nodes.map((node) => node.type),
    );
  });

  it("gives a new page its SEO record: its title, indexed, and a copy's description", async () => {
    const seoOf = (id: string) =>
      json<{ body: { recordId: string; fields: Record<string, string>; isSeoIndexed: boolean } }>(
        ana.api(server, 'GET', `/drafts/seo/${id}.json`),
      );
    expect((await readView('careers')).view).toMatchObject({ urlAlias: 'careers' });
    expect((await seoOf('careers')).body).toMatchObject({
      recordId: 'careers',
      fields: { Title: 'Careers', Description: '' },
      isSeoIndexed: true,
    });
    const about = JSON.parse(await readFile(path.join(contentDir, 'seo/about.json'), 'utf8')) as {
      fields: { Description: string };
    };
    expect((await seoOf('about-copy')).body.fields).toEqual({
      Title: 'About (copy)',
      Description: about.fields.Description,
    });
  });

  it("names the drafts that go out with a page: its SEO records' by its url alias", async () => {
    const record = await readFile(path.join(contentDir, 'seo/about.json'));
    const files = ['seo/our-team.json', 'seo/our-team.fr_FR.json', 'seo/team.json'];
    const saved = await Promise.all(
      files.map((file) =>
        store.saveDraft({ path: file, body: record, revision: 0, baseRevision: 0, author: 'ana' }),
      ),
    );
    try {
      const { companions } = await readView('team');
      expect(companions.map((draft) => draft.path).sort()).toEqual([
        'seo/our-team.fr_FR.json',
        'seo/our-team.json',
      ]);
      const listed = await json<{ views: ListedView[] }>(ana.api(server, 'GET', '/views'));
      expect(listed.views.find((view) => view.id === 'team')?.companions).toEqual(companions);
    } finally {
      for (const outcome of saved) {
        if (outcome.result === 'saved') await store.discardDraft(outcome.draft);
      }
    }
  });

  it('publishes a new page into the sitemap, served in every language, titled by its SEO record', async () => {
    const created = await ana.api(server, 'POST', '/views', {
      id: 'press',
      title: 'Press',
      route: '/press',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await publish(['views/press.json', 'seo/press.json']);
    await siteAnswers('/press', 200);
    const sitemap = await (await server.fetch('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    // Listed in the languages it is translated into: none yet, the default's alone.
    expect(locs).toContain('/press');
    for (const target of ['/press', '/fr/press']) {
      const page = await server.fetch(target);
      expect(page.status).toBe(200);
      expect(titleOf(await page.text())).toContain('Press');
    }
  });

  it.each([
    ['/editor', 'the editor'],
    ['/services', "the platform's APIs"],
    ['/sfsites', "the platform's APIs"],
    ['/healthz', 'the liveness probe'],
    ['/page-styles', 'the page styles'],
    ['/fr', 'the fr_FR pages'],
  ])('refuses the reserved route %s, naming why', async (route, why) => {
    const response = await ana.api(server, 'POST', '/views', { id: 'reserved', title: 'R', route });
    expect(response.status).toBe(400);
    const answer = await json<{ error: string; message: string }>(response);
    expect(answer.error).toBe('reserved-route');
    expect(answer.message).toContain(why);
    expect((await ana.api(server, 'GET', '/views/reserved')).status).toBe(404);
  });

  it("refuses another page's route, an id that exists and a malformed id, naming the field", async () => {
    const taken = await ana.api(server, 'POST', '/views', {
      id: 'new',
      title: 'N',
      route: '/about',
    });
    expect(taken.status).toBe(409);
    expect((await json<{ message: string }>(taken)).message).toContain('the view about');
    const duplicate = await ana.api(server, 'POST', '/views', {
      id: 'team',
      title: 'T',
      route: '/team-two',
    });
    expect(duplicate.status).toBe(409);
    expect(await json<{ error: string }>(duplicate)).toMatchObject({ error: 'exists' });
    const malformed = await ana.api(server, 'POST', '/views', {
      id: 'Not An Id',
      title: '',
      route: 'x',
    });
    expect(malformed.status).toBe(400);
    const { fields } = await json<{ fields: { path: string }[] }>(malformed);
    expect(fields.map((field) => field.path).sort()).toEqual([
      'body.id',
      'body.route',
      'body.title',
    ]);
  });

  it('refuses to remove a page others link to, naming each, and changes nothing', async () => {
    const response = await ana.api(server, 'DELETE', '/views/team');
    expect(response.status).toBe(409);
    const answer = await json<{
      message: string;
      usedBy: { views: { view: string; node: string }[]; documents: { contentKey: string }[] };
    }>(response);
    expect(answer.message).toContain('the view contact (node contact-team-button');
    expect(answer.message).toContain(`the document ${NEWS_C_KEY}`);
    expect(answer.usedBy.views).toEqual([
      expect.objectContaining({ view: 'contact', node: 'contact-team-button' }),
    ]);
    expect((await readView('team')).draft).toBeNull();
  });

  it('removes a page nobody links to as a draft; a page never published loses its draft', async () => {
    const removed = await ana.api(server, 'DELETE', '/views/contact');
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await readView('contact')).toMatchObject({
      published: { revision: 1 },
      draft: { removes: true },
    });
    expect((await ana.api(server, 'DELETE', '/views/about-copy')).status).toBe(200);
    expect((await ana.api(server, 'GET', '/views/about-copy')).status).toBe(404);
    expect((await ana.api(server, 'GET', '/drafts/seo/about-copy.json')).status).toBe(404);
    const check = await json<{ ok: boolean }>(ana.api(server, 'POST', '/check', {}));
    expect(check.ok).toBe(true);
  });

  it('moves a page: once published, its old route answers 301 to the new one, in every language', async () => {
    const moved = await ana.api(server, 'PATCH', '/views/careers', {
      route: '/jobs',
      title: 'Jobs',
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await readView('careers')).toMatchObject({ route: '/jobs', title: 'Jobs' });
    await publish(['views/careers.json']);
    await siteAnswers('/jobs', 200);
    // A page never published had no old route to keep: nothing redirects yet.
    expect((await server.fetch('/careers', { redirect: 'manual' })).status).toBe(404);

    expect((await ana.api(server, 'PATCH', '/views/jobs', { route: '/x' })).status).toBe(404);
    expect((await ana.api(server, 'PATCH', '/views/careers', { route: '/work' })).status).toBe(200);
    expect((await readView('careers')).companions.map((draft) => draft.path)).toContain(
      'redirects.json',
    );
    await publish(['views/careers.json', 'redirects.json']);
    await siteAnswers('/jobs', 301);
    const answer = await server.fetch('/jobs/rec-1?ref=mail', { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/work/rec-1?ref=mail');
    const french = await server.fetch('/fr/jobs', { redirect: 'manual' });
    expect(french.status).toBe(301);
    expect(french.headers.get('location')).toBe('/fr/work');
  });

  it('collapses chains, and drops the redirect of a route that becomes a page again', async () => {
    expect((await ana.api(server, 'PATCH', '/views/careers', { route: '/join' })).status).toBe(200);
    await publish(['views/careers.json', 'redirects.json']);
    await siteAnswers('/work', 301);
    for (const old of ['/jobs', '/work']) {
      const answer = await server.fetch(old, { redirect: 'manual' });
      expect(answer.headers.get('location')).toBe('/join');
    }
    const created = await ana.api(server, 'POST', '/views', {
      id: 'jobs',
      title: 'Jobs board',
      route: '/jobs',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const redirects = await json<{ body: { redirects: { from: string; to: string }[] } }>(
      ana.api(server, 'GET', '/drafts/redirects.json'),
    );
    expect(redirects.body.redirects).toEqual([{ from: '/work', to: '/join' }]);
    await publish(['views/jobs.json', 'redirects.json']);
    await siteAnswers('/jobs', 200);
    expect((await server.fetch('/work', { redirect: 'manual' })).headers.get('location')).toBe(
      '/join',
    );
  });

  it('saves a two-file change whole or not at all: a refused second file puts the first back', async () => {
    const before = await readView('team');
    const state = await contentState(store);
    // Someone saves the redirects after the state was read: the route's second write is refused.
    const redirects = await json<{ revision: number; body: unknown }>(
      ana.api(server, 'GET', '/files/redirects.json'),
    );
    const ben = await ana.api(server, 'PUT', '/drafts/redirects.json', {
      body: redirects.body,
      revision: 0,
      baseRevision: redirects.revision,
    });
    expect(ben.status).toBe(200);
    await expect(
      saveDrafts(
        store,
        state,
        [
          { path: 'views/team.json', value: { ...before.view, title: 'Half a change' } },
          { path: 'redirects.json', value: { redirects: [] } },
        ],
        'ana',
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    const after = await readView('team');
    expect(after.draft).toBeNull();
    expect(after.view.title).toBe('Our team');
  });

  it('marks a draft stale in the list once its published view changes under it', async () => {
    expect((await ana.api(server, 'PATCH', '/views/team', { title: 'Our people' })).status).toBe(
      200,
    );
    const published = await json<{ revision: number; body: Record<string, unknown> }>(
      ana.api(server, 'GET', '/files/views/team.json'),
    );
    const outcome = await store.publish({
      author: 'an import',
      message: 'Changed beside the editor',
      changes: [
        {
          path: 'views/team.json',
          body: new TextEncoder().encode(JSON.stringify({ ...published.body, title: 'Team' })),
          baseRevision: published.revision,
        },
      ],
    });
    expect(outcome.result).toBe('published');
    const { views } = await json<{ views: ListedView[] }>(ana.api(server, 'GET', '/views'));
    expect(views.find((view) => view.id === 'team')).toMatchObject({
      title: 'Our people',
      published: { revision: published.revision + 1 },
      draft: { stale: true, baseRevision: published.revision },
    });
    expect(views.filter((view) => view.draft?.stale).map((view) => view.id)).toEqual(['team']);
  });

  it('answers 401 signed out, and refuses a write without the CSRF token', async () => {
    expect((await server.fetch('/editor/api/views')).status).toBe(401);
    const noToken = await ana.api(server, 'PATCH', '/views/team', { title: 'T' }, { csrf: false });
    expect(noToken.status).toBe(403);
  });

  describe('the XSS corpus in page titles', () => {
    const groups = payloadGroups(XSS_CORPUS, 15);
    const ids = groups.map((_, index) => `xss-${String(index + 1)}`);

    it('has a check that sees live markup (the control)', () => {
      const live = renderedSafety(
        '<html><head></head><body><img src="x" onerror="__xss(1)"><script>__xss(2)</script>' +
          '<a href="javascript:__xss(3)">x</a><iframe src="https://evil.example"></iframe></body></html>',
      );
      expect(live.handlerAttributes).toEqual(['img[onerror]']);
      expect(live.foreignScripts).toHaveLength(1);
      expect(live.scriptUrls).toHaveLength(1);
      expect(live.embeds).toHaveLength(1);
    });

    it('keeps every title byte for byte, made and renamed', async () => {
      for (const [index, text] of groups.entries()) {
        const id = ids[index] ?? '';
        const created = await ana.api(server, 'POST', '/views', {
          id,
          title: 'Placeholder',
          route: `/${id}`,
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const renamed = await ana.api(server, 'PATCH', `/views/${id}`, { title: text });
        expect(renamed.status, await renamed.clone().text()).toBe(200);
        expect((await readView(id)).view.title).toBe(text);
      }
      const blank = await ana.api(server, 'POST', '/views', {
        id: 'xss-made',
        title: groups[0],
        route: '/xss-made',
      });
      expect((await json<ReadView>(blank)).view.title).toBe(groups[0]);
    });

    it('never puts them in a published page as live markup', async () => {
      await publish([...ids, 'xss-made'].map((id) => `views/${id}.json`));
      for (const id of [...ids, 'xss-made']) {
        await siteAnswers(`/${id}`, 200);
        const html = await (await server.fetch(`/${id}`)).text();
        expect({ id, ...renderedSafety(html) }).toEqual({ id, ...SAFE_PAGE });
        // Shown as text: each payload's own words are in the page's title.
        const index = ids.indexOf(id);
        const shown = XSS_CORPUS.slice(
          index === -1 ? 0 : index * 15,
          (index === -1 ? 0 : index * 15) + 15,
        );
        const title = titleOf(html);
        for (const payload of shown) expect(title).toContain(payload.keep[0]);
      }
    });
  });

  it('leaves the content folder with what was published', async () => {
    const published = JSON.parse(
      await readFile(path.join(contentDir, 'views/careers.json'), 'utf8'),
    ) as { route: string };
    expect(published.route).toBe('/join');
  });
});
