import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config';

describe('readServerConfig', () => {
  it('has defaults for npm start', () => {
    expect(readServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4173,
      basePath: undefined,
      contentDir: './content',
      siteDir: './dist/site',
      apiOrigin: undefined,
      production: false,
      logLevel: 'info',
    });
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

  it('rejects ports out of range and base paths with unsafe characters', () => {
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerConfig({ SITE_BASE_PATH: '/a b' })).toThrow(/SITE_BASE_PATH/);
    expect(() => readServerConfig({ SITE_BASE_PATH: '/a/../b"' })).toThrow(/SITE_BASE_PATH/);
  });
});
