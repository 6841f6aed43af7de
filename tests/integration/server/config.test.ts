import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config';

describe('readServerConfig', () => {
  it('has defaults for npm start', () => {
    expect(readServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4173,
      basePath: undefined,
      contentDir: './content',
      store: { kind: 'folder', contentDir: './content' },
      siteDir: './dist/site',
      apiOrigin: undefined,
      orgReads: {},
      corsOrigins: [],
      accessTokens: [],
      production: false,
      logLevel: 'info',
      media: {},
      renders: {},
      trustProxy: false,
      metrics: undefined,
      scheduleMs: undefined,
      retired: [],
    });
  });

  it('reads SCHEDULE_INTERVAL in seconds, from 1 to an hour', () => {
    expect(readServerConfig({ SCHEDULE_INTERVAL: '5' }).scheduleMs).toBe(5000);
    expect(readServerConfig({ SCHEDULE_INTERVAL: '' }).scheduleMs).toBeUndefined();
    for (const bad of ['0', '1.5', 'often', '3601']) {
      expect(() => readServerConfig({ SCHEDULE_INTERVAL: bad }), bad).toThrow(/SCHEDULE_INTERVAL/);
    }
  });

  it('reads TRUST_PROXY as true, false, or addresses and CIDR ranges', () => {
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      readServerConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['2', 'yes', '10.0.0.0/33', '300.1.1.1', 'example.com', ',']) {
      expect(() => readServerConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: trust proxy is/,
      );
    }
  });

  it('reads METRICS_PORT and METRICS_HOST; no port, no metrics', () => {
    expect(readServerConfig({ METRICS_HOST: '0.0.0.0' }).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(readServerConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
    expect(() => readServerConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = readServerConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      SITE_BASE_PATH: '/site/',
      CONTENT_DIR: '/srv/content',
      SITE_DIR: '',
      API_ORIGIN: 'https://example.my.site.com/some/path',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      basePath: '/site',
      contentDir: '/srv/content',
      siteDir: './dist/site',
      apiOrigin: 'https://example.my.site.com',
      production: true,
      logLevel: 'warn',
    });
  });

  it('names each retired preview variable still set, and what replaced it, without refusing to start', () => {
    const config = readServerConfig({
      PREVIEW_SIGN_IN: 'on',
      PREVIEW_SECRET: 'a-secret-of-thirty-two-characters-at-least',
      PREVIEW_STATE_DIR: '/srv/state',
      DRAFT_DIR: '/srv/drafts',
      NODE_ENV: 'production',
    });
    expect(config.retired).toHaveLength(4);
    expect(config.retired[0]).toMatch(
      /^PREVIEW_SIGN_IN is set but no longer read: .*sign in to the editor at \/editor.*npm run editor:user -- add NAME --role admin/,
    );
    expect(config.retired[1]).toMatch(/^PREVIEW_SECRET is set but no longer read: .*content store/);
    expect(config.retired[2]).toMatch(
      /^PREVIEW_STATE_DIR is set but no longer read: .*content store/,
    );
    expect(config.retired[3]).toMatch(
      /^DRAFT_DIR is set but no longer read: .*PUT \/editor\/api\/drafts\/.*docs\/authoring-api\.md/,
    );
    // Empty is unset, as for every variable.
    expect(readServerConfig({ PREVIEW_SIGN_IN: '', DRAFT_DIR: '' }).retired).toEqual([]);
  });

  it('reads the access token and page max age of the org that API_ORIGIN names', () => {
    expect(
      readServerConfig({
        API_ORIGIN: 'https://example.my.site.com',
        API_ACCESS_TOKEN: '00D5f!AQ4AQ.token',
        API_PAGE_MAX_AGE: '30',
      }).orgReads,
    ).toEqual({ accessToken: '00D5f!AQ4AQ.token', pageMaxAgeMs: 30_000 });
    expect(readServerConfig({ API_ORIGIN: 'https://example.my.site.com' }).orgReads).toEqual({});
    // Over plain http only to this machine, as a second local instance standing in for the org.
    expect(
      readServerConfig({ API_ORIGIN: 'http://127.0.0.1:4174', API_ACCESS_TOKEN: 't' }).orgReads,
    ).toEqual({ accessToken: 't' });
  });

  it.each([
    [{ API_ACCESS_TOKEN: 'token' }, /API_ACCESS_TOKEN: an access token needs API_ORIGIN/],
    [
      { API_ORIGIN: 'http://org.example.com', API_ACCESS_TOKEN: 'token' },
      /API_ACCESS_TOKEN: the access token is sent over https only/,
    ],
    [
      { API_ORIGIN: 'https://org.example.com', API_ACCESS_TOKEN: 'two words' },
      /API_ACCESS_TOKEN: a token is visible ASCII characters/,
    ],
    [{ API_PAGE_MAX_AGE: '-1' }, /API_PAGE_MAX_AGE/],
    [{ API_PAGE_MAX_AGE: 'a minute' }, /API_PAGE_MAX_AGE/],
  ])('refuses %o', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });

  it.each([
    ['/', ''],
    ['/a/b', '/a/b'],
    ['/docs.v2', '/docs.v2'],
  ])('normalises SITE_BASE_PATH %s to %s', (input, expected) => {
    expect(readServerConfig({ SITE_BASE_PATH: input }).basePath).toBe(expected);
  });

  it('names every invalid variable in one error', () => {
    const read = () =>
      readServerConfig({
        PORT: 'eighty',
        SITE_BASE_PATH: 'site',
        API_ORIGIN: 'ftp://x',
        LOG_LEVEL: 'loud',
      });
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/SITE_BASE_PATH: a base path is empty or like \/site/);
    expect(read).toThrow(/API_ORIGIN/);
    expect(read).toThrow(/LOG_LEVEL/);
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins', () => {
    expect(
      readServerConfig({
        CORS_ORIGINS:
          ' https://App.Example.com/some/path , http://localhost:5173,,https://x.test:443',
      }).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173', 'https://x.test']);
    expect(readServerConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('names a CORS origin that is not an http(s) url', () => {
    const read = () => readServerConfig({ CORS_ORIGINS: 'https://ok.test,*' });
    expect(read).toThrow(/CORS_ORIGINS\.1: /);
    expect(() => readServerConfig({ CORS_ORIGINS: 'ftp://files.test' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads the media limits, in MiB for the caches, leaving unset ones to their defaults', () => {
    expect(
      readServerConfig({
        MEDIA_RESIZE_CONCURRENCY: '3',
        MEDIA_RESIZE_QUEUE: '0',
        MEDIA_CACHE_DIR: '/var/cache/renditions',
        MEDIA_DISK_CACHE_MB: '100',
        MEDIA_MEMORY_CACHE_MB: '16',
      }).media,
    ).toEqual({
      resizeConcurrency: 3,
      resizeQueue: 0,
      cacheDir: '/var/cache/renditions',
      diskCacheBytes: 100 * 2 ** 20,
      memoryCacheBytes: 16 * 2 ** 20,
    });
    expect(readServerConfig({ MEDIA_CACHE_DIR: 'off', MEDIA_RESIZE_QUEUE: '' }).media).toEqual({
      cacheDir: false,
    });
    expect(() => readServerConfig({ MEDIA_RESIZE_CONCURRENCY: '0' })).toThrow(
      /MEDIA_RESIZE_CONCURRENCY/,
    );
    expect(() => readServerConfig({ MEDIA_DISK_CACHE_MB: 'lots' })).toThrow(/MEDIA_DISK_CACHE_MB/);
  });

  it('rejects ports out of range and base paths with unsafe characters', () => {
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerConfig({ SITE_BASE_PATH: '/a b' })).toThrow(/SITE_BASE_PATH/);
    expect(() => readServerConfig({ SITE_BASE_PATH: '/a/../b"' })).toThrow(/SITE_BASE_PATH/);
  });
});
