import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLanguageChoice } from '../../../../server/site/languageChoice';

const LANGUAGES = ['en_US', 'fr_FR', 'de_DE'];

let app: FastifyInstance | undefined;

/** The endpoint alone on a Fastify instance, under `basePath` as the site registers it. */
async function startEndpoint(basePath = ''): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(
    (scope, _options, done) => {
      registerLanguageChoice(scope, { basePath, servedLanguages: () => LANGUAGES });
      done();
    },
    { prefix: basePath },
  );
  return app;
}

function choose(server: FastifyInstance, query: string, basePath = '') {
  return server.inject({ method: 'GET', url: `${basePath}/preferred-language?${query}` });
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /preferred-language', () => {
  it('remembers the language in the PreferredLanguage cookie and sees the visitor on with 303', async () => {
    const server = await startEndpoint();
    const response = await choose(server, 'language=fr_FR&next=%2Ffr%2Fabout');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/fr/about');
    expect(response.headers['set-cookie']).toBe(
      'PreferredLanguage=fr_FR; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps an article path and its query, under the base path', async () => {
    const server = await startEndpoint('/site');
    const next = encodeURIComponent(
      '/site/de/sfdc_cms__news/story/MCA2YKQQCZBNFEJOBWWHK6E3UTYA?x=1',
    );
    const response = await choose(server, `language=de_DE&next=${next}`, '/site');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/site/de/sfdc_cms__news/story/MCA2YKQQCZBNFEJOBWWHK6E3UTYA?x=1',
    );
  });

  it.each([
    [
      'a language the site does not serve',
      'language=es_ES&next=/about',
      'language: es_ES is not a language this site serves (en_US, fr_FR, de_DE)',
    ],
    [
      'no language',
      'next=/about',
      'language: give one language the site serves (en_US, fr_FR, de_DE)',
    ],
    [
      'two languages',
      'language=fr_FR&language=de_DE&next=/about',
      'language: give one language the site serves',
    ],
  ])('refuses %s with 400 and says why', async (_case, query, message) => {
    const server = await startEndpoint();
    const response = await choose(server, query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(message);
  });

  it.each([
    ['another host', '//evil.example/about'],
    ['another host, backslashed', '/\\evil.example/about'],
    ['a scheme', 'https://evil.example/about'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a relative path', 'about'],
    ['a path outside the base path', '/elsewhere/about'],
    ['dot segments out of the base path', '/site/../elsewhere'],
    ['a line break', '/site/about\r\nSet-Cookie: x=1'],
  ])('refuses to lead to %s (no open redirect)', async (_case, next) => {
    const server = await startEndpoint('/site');
    const response = await choose(
      server,
      `language=fr_FR&next=${encodeURIComponent(next)}`,
      '/site',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('is not a path of this site under /site, like /site/about');
  });

  it.each([
    ['..', '/a/../..//evil.example/about'],
    ['.', '/.//evil.example/about'],
  ])(
    'refuses a path that `%s` makes lead to another host (no open redirect)',
    async (_case, next) => {
      const server = await startEndpoint();
      const response = await choose(server, `language=fr_FR&next=${encodeURIComponent(next)}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('is not a path of this site, like /about');
    },
  );

  it('refuses a request without next', async () => {
    const server = await startEndpoint();
    const response = await choose(server, 'language=fr_FR');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('next: give one path of this site, like /about');
  });

  it('writes the refused value as text, never as markup', async () => {
    const server = await startEndpoint();
    const response = await choose(server, `language=${encodeURIComponent('<b>x</b>')}&next=/about`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<b>x</b>');
    expect(response.body).toContain('&#60;b&#62;x&#60;/b&#62;');
  });
});
