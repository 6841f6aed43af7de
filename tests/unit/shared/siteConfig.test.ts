import { describe, expect, it } from 'vitest';
import { parseSiteConfig, releaseOfApiVersion } from '../../../shared/siteConfig';

const config = {
  siteId: '0DMxx0000004CAcGAM',
  channelId: '0apxx0000004CAcAAM',
  communityId: '0DBxx0000004CAcGAM',
  basePath: '',
  languages: ['en_US'],
  currentRelease: { apiVersion: 'v64.0', release: 256 },
};

describe('the site config', () => {
  it('carries the platform release and its API version (release 256, v64.0)', () => {
    expect(parseSiteConfig(config).currentRelease).toEqual({ apiVersion: 'v64.0', release: 256 });
  });

  it('refuses a config without its release, naming the field', () => {
    const { currentRelease: _, ...withoutRelease } = config;
    expect(() => parseSiteConfig(withoutRelease)).toThrow(/^site config: currentRelease: /);
  });

  it('refuses a release that is not its API version', () => {
    expect(() =>
      parseSiteConfig({ ...config, currentRelease: { apiVersion: 'v64.0', release: 252 } }),
    ).toThrow('site config: currentRelease: the release and the API version disagree');
    expect(() =>
      parseSiteConfig({ ...config, currentRelease: { apiVersion: '64', release: 256 } }),
    ).toThrow('site config: currentRelease.apiVersion: an API version is like v64.0');
  });
});

describe('releaseOfApiVersion', () => {
  it('numbers releases two apart, one per API version', () => {
    expect(releaseOfApiVersion('v62.0')).toBe(252);
    expect(releaseOfApiVersion('v63.0')).toBe(254);
    expect(releaseOfApiVersion('v64.0')).toBe(256);
    expect(releaseOfApiVersion('64.0')).toBeUndefined();
  });
});
