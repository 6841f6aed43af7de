import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import {
  INVALID_SESSION_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const TOKEN = '00D5e000000AbCd!AQ4AQFresh.Token_value';
const EXPIRED = '00D5e000000AbCd!AQ4AQExpired.Token_value';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('accessToken', () => {
  it('sends a string token as a bearer token', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .get(sitePath(key))
      .reply(200, newsDocument(key));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken: TOKEN });
    const document = await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(document.contentKey).toBe(key);
  });

  it('calls a token function (async too) for each request', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .get(sitePath(key))
      .times(2)
      .reply(200, newsDocument(key));
    const accessToken = vi.fn(() => Promise.resolve(TOKEN));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
    await sdk.getContent(config);
    await sdk.getContent(config, { cachePolicy: 'no-cache' });
    expect(accessToken).toHaveBeenCalledTimes(2);
  });

  it('on a 401 calls the function once more and tries the request once again', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${EXPIRED}` } })
      .get(sitePath(key))
      .reply(401, INVALID_SESSION_BODY);
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .get(sitePath(key))
      .reply(200, newsDocument(key));
    const accessToken = vi.fn().mockReturnValueOnce(EXPIRED).mockReturnValueOnce(TOKEN);
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken });
    const document = await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(document.contentKey).toBe(key);
    expect(accessToken).toHaveBeenCalledTimes(2);
  });

  it("fails a second 401 with the platform's error, after one refresh only", async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).times(2).reply(401, INVALID_SESSION_BODY);
    const accessToken = vi.fn(() => EXPIRED);
    const sdk = createSdk({ retries: 2, retryDelayMs: 0, baseUrl: ORIGIN, accessToken });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    );
    expect(error.status).toBe(401);
    expect(error.errors[0]).toMatchObject({
      type: 'INVALID_SESSION_ID',
      message: 'Session expired or invalid',
    });
    expect(accessToken).toHaveBeenCalledTimes(2);
  });

  it('fails a 401 at once with a string token (it cannot be refreshed)', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(401, INVALID_SESSION_BODY);
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken: EXPIRED });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    );
    expect(error.status).toBe(401);
  });

  it('refreshes on a 401 for a server-method POST too', async () => {
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${EXPIRED}` } })
      .post('/lwr/apex/v64.0/Ctrl/save')
      .reply(401, INVALID_SESSION_BODY);
    nock(ORIGIN, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .post('/lwr/apex/v64.0/Ctrl/save')
      .reply(200, { saved: true });
    const accessToken = vi.fn().mockReturnValueOnce(EXPIRED).mockResolvedValueOnce(TOKEN);
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken });
    await expect(apex(sdk, { apexClass: 'Ctrl', apexMethod: 'save' })).resolves.toEqual({
      saved: true,
    });
  });

  it('never shows the token: not in an error, a log line, the cache, dehydrate() or a key', async () => {
    const found = uniqueContentKey();
    const refused = uniqueContentKey();
    nock(ORIGIN).get(sitePath(found)).reply(200, newsDocument(found));
    nock(ORIGIN).get(sitePath(refused)).times(2).reply(401, INVALID_SESSION_BODY);
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
    }
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken: () => TOKEN });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: found });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: refused }),
    );
    const seen = JSON.stringify({
      error,
      message: error.message,
      stack: error.stack,
      cause: String(error.cause),
      entries: sdk.cache.entries(),
      inspection: sdk.cache.inspectAll(),
      dehydrated: sdk.cache.dehydrate(),
      keys: [found, refused].map((key) =>
        cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
      ),
      logged,
    });
    expect(seen).toContain(refused);
    expect(seen).not.toContain('AQ4AQ');
  });

  it('refuses a token that is no header value without quoting it', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN, accessToken: () => 'secret\nvalue' });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    );
    expect(error.message).toBe(
      'accessToken: the token is not a string of visible ASCII characters',
    );
    expect(JSON.stringify(error)).not.toContain('secret');
  });

  it('rejects with an SdkError when the token function fails', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({
      retries: 0,
      baseUrl: ORIGIN,
      accessToken: () => Promise.reject(new Error('no session')),
    });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    );
    expect(error.message).toBe('accessToken: the function failed');
    expect(error.errorType).toBe('networkAdapterError');
  });

  it('never tries a failing token function again: only the network is retried', async () => {
    const accessToken = vi.fn(() => Promise.reject(new Error('identity provider down')));
    const sdk = createSdk({ retries: 2, retryDelayMs: 1, baseUrl: ORIGIN, accessToken });
    const error = await rejection(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey() }),
    );
    expect(error.message).toBe('accessToken: the function failed');
    expect(accessToken).toHaveBeenCalledTimes(1);
  });
});

describe('credentials and headers', () => {
  it("sends 'same-origin' credentials by default and the credentials option when given", async () => {
    const modes: (RequestCredentials | undefined)[] = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.credentials);
      return Promise.resolve(Response.json(newsDocument('MC')));
    });
    const config = { channelOrSiteId: SITE_ID, contentKeyOrId: uniqueContentKey() };
    await createSdk({ retries: 0, fetch }).getContent(config);
    await createSdk({ retries: 0, fetch, credentials: 'include' }).getContent(config);
    await createSdk({ retries: 0, fetch, credentials: 'omit' }).getContent(config);
    expect(modes).toEqual(['same-origin', 'include', 'omit']);
  });

  it('sends the headers option with every request, beside the token', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN, {
      reqheaders: { 'x-app': 'news', authorization: `Bearer ${TOKEN}` },
      badheaders: ['content-type'],
    })
      .get(sitePath(key))
      .reply(200, newsDocument(key));
    nock(ORIGIN, {
      reqheaders: {
        'x-app': 'news',
        'content-type': 'application/json;charset=UTF-8',
        'x-sfdc-allow-continuation': 'false',
      },
    })
      .post('/lwr/apex/v64.0/Ctrl/save')
      .reply(200, {});
    const sdk = createSdk({
      retries: 0,
      baseUrl: ORIGIN,
      accessToken: TOKEN,
      headers: { 'X-App': 'news', Authorization: 'Bearer overridden' },
    });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    await apex(sdk, { apexClass: 'Ctrl', apexMethod: 'save' });
  });

  it('lets the token win over an SDK authorization header of any case', async () => {
    const key = uniqueContentKey();
    let sent: string | string[] | undefined;
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(200, function reply() {
        sent = this.req.headers.authorization;
        return newsDocument(key);
      });
    const sdk = createSdk({
      retries: 0,
      baseUrl: ORIGIN,
      accessToken: TOKEN,
      headers: { authorization: 'Basic c2l0ZTpzZWNyZXQ=' },
    });
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    expect(sent).toBe(`Bearer ${TOKEN}`);
  });

  it("lets a request's own header win over an SDK header of another case", async () => {
    let sent: string | string[] | undefined;
    nock(ORIGIN)
      .post('/lwr/apex/v64.0/Ctrl/save')
      .reply(200, function reply() {
        sent = this.req.headers['x-sfdc-allow-continuation'];
        return {};
      });
    const sdk = createSdk({
      retries: 0,
      baseUrl: ORIGIN,
      headers: { 'x-sfdc-allow-continuation': 'true' },
    });
    await apex(sdk, { apexClass: 'Ctrl', apexMethod: 'save' });
    expect(sent).toBe('false');
  });

  it.each([
    [
      { credentials: 'never' },
      'createSdk: credentials: Invalid option: expected one of "omit"|"same-origin"|"include"',
    ],
    [{ headers: { 'X-App': 1 } }, 'createSdk: headers: headers is an object of strings'],
    [
      { accessToken: '' },
      'createSdk: accessToken: accessToken is a non-empty string or a function',
    ],
  ])('refuses invalid options %j', (options, message) => {
    expect(() => createSdk(options as never)).toThrow(message);
  });
});
