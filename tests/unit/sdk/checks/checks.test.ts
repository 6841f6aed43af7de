import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { createSdk, SdkError } from '@about-site/sdk';
import type { DehydratedCache, SdkOptions } from '@about-site/sdk';
import { getSeoProperties } from '@about-site/sdk/seo';

// The SDK's core checks its input by hand (zod would more than double its size), wording each
// problem as zod's English messages. These zod schemas state the same rules: for each malformed
// input, the SDK must name the same first problem, at the same place, in the same words.

const ENGLISH = { error: en().localeError };

function zodProblem(schema: z.ZodMiniType, input: unknown): string {
  const result = schema.safeParse(input, ENGLISH);
  if (result.success) return 'valid';
  const issue = result.error.issues[0];
  if (!issue) return 'valid';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

function thrownMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SdkError);
    return (error as SdkError).message;
  }
  return 'valid';
}

const errorJson = z.object({
  name: z.string(),
  message: z.string(),
  ok: z.literal(false),
  status: z.number(),
  statusText: z.string(),
  url: z.optional(z.string()),
  body: z.optional(z.unknown()),
  errors: z.array(
    z.object({
      message: z.string(),
      type: z.string(),
      arguments: z.record(z.string(), z.unknown()),
    }),
  ),
  errorType: z.enum(['fetchResponse', 'networkAdapterError', 'timeout']),
});

const dehydratedCache = z.object({
  version: z.literal(1),
  entries: z.array(
    z.object({
      key: z.string(),
      state: z.enum(['Fulfilled', 'Stale', 'Error', 'Unfulfilled']),
      data: z.optional(z.unknown()),
      error: z.optional(errorJson),
      startedAt: z.number(),
      writtenAt: z.number(),
      ttl: z.number().check(z.gte(-1)),
    }),
  ),
});

const entry = { key: 'k', state: 'Fulfilled', data: 1, startedAt: 1, writtenAt: 1, ttl: -1 };
const error = {
  name: 'SdkError',
  message: 'Not Found',
  ok: false,
  status: 404,
  statusText: 'Not Found',
  errors: [{ message: 'gone', type: 'NOT_FOUND', arguments: {} }],
  errorType: 'fetchResponse',
};
const withEntry = (patch: Record<string, unknown>) => ({
  version: 1,
  entries: [entry, { ...entry, ...patch }],
});
const withError = (patch: Record<string, unknown>) =>
  withEntry({ state: 'Error', error: { ...error, ...patch } });

const states: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['an array', []],
  ['a string', 'state'],
  ['a class instance', new Date(0)],
  ['no version', { entries: [] }],
  ['version 2', { version: 2, entries: [] }],
  ['version "1"', { version: '1', entries: [] }],
  ['entries not an array', { version: 1, entries: {} }],
  ['an entry that is null', { version: 1, entries: [null] }],
  ['a numeric key', withEntry({ key: 1 })],
  ['a missing key', withEntry({ key: undefined })],
  ['the Pending state', withEntry({ state: 'Pending' })],
  ['a NaN time', withEntry({ startedAt: Number.NaN })],
  ['an infinite time', withEntry({ writtenAt: Number.POSITIVE_INFINITY })],
  ['a string ttl', withEntry({ ttl: '5' })],
  ['a ttl below -1', withEntry({ ttl: -2 })],
  ['an error that is a string', withEntry({ state: 'Error', error: 'boom' })],
  ['an error with ok true', withError({ ok: true })],
  ['an error with a numeric url', withError({ url: 5 })],
  ['an error without items', withError({ errors: undefined })],
  ['an error item without arguments', withError({ errors: [{ message: 'm', type: 't' }] })],
  [
    'an error item with array arguments',
    withError({ errors: [{ message: 'm', type: 't', arguments: [] }] }),
  ],
  ['an unknown error type', withError({ errorType: 'other' })],
  ['several problems', { version: 1, entries: [{ ...entry, ttl: -5, key: 3 }] }],
];

describe('hydrate words its problems as zod does', () => {
  it.each(states)('%s', (_, state) => {
    const expected = zodProblem(dehydratedCache, state);
    // Each case is malformed: the schema names a problem, which the SDK must word the same.
    expect(expected).not.toBe('valid');
    const actual = thrownMessage(() => {
      createSdk().cache.hydrate(state as DehydratedCache);
    });
    expect(actual).toBe(`hydrate: ${expected}`);
  });

  it('takes a valid state, as zod does, and holds its entries', () => {
    const state = {
      version: 1,
      entries: [entry, { ...entry, key: 'gone', state: 'Error', error }],
    };
    expect(dehydratedCache.safeParse(state).success).toBe(true);
    const sdk = createSdk();
    sdk.cache.hydrate(state as DehydratedCache);
    expect(sdk.cache.get('k')).toMatchObject({ state: 'Fulfilled', data: 1 });
    expect(sdk.cache.get('gone')).toMatchObject({ state: 'Error', error: { status: 404 } });
    sdk.dispose();
  });
});

const isFunction = (value: unknown): boolean => typeof value === 'function';
const sdkOptions = z
  .object({
    baseUrl: z.optional(
      z.string().check(z.regex(/^(https?:\/\/[^/?#]+)?$/, 'baseUrl is an origin, or empty')),
    ),
    basePath: z.optional(
      z.string().check(z.regex(/^(\/[^/?#]+)*$/, 'basePath is empty or like /site')),
    ),
    apiVersion: z.optional(z.string().check(z.regex(/^v\d+\.\d+$/, 'apiVersion is like v64.0'))),
    fetch: z.optional(z.custom(isFunction, 'fetch is a function')),
    ttlMs: z.optional(z.number().check(z.int(), z.gte(-1, 'ttlMs is -1 or more'))),
    maxEntries: z.optional(z.number().check(z.int(), z.gte(0))),
    now: z.optional(z.custom(isFunction, 'now is a function')),
    setTimeout: z.optional(z.custom(isFunction, 'setTimeout is a function')),
    clearTimeout: z.optional(z.custom(isFunction, 'clearTimeout is a function')),
  })
  .check(
    z.refine(
      (options) => (options.setTimeout === undefined) === (options.clearTimeout === undefined),
      { path: ['clearTimeout'], message: 'setTimeout and clearTimeout are injected together' },
    ),
  );

const options: [string, unknown][] = [
  ['null', null],
  ['a number', 5],
  ['a numeric baseUrl', { baseUrl: 5 }],
  ['a baseUrl with a path', { baseUrl: 'https://a.example/x' }],
  ['a basePath with a trailing slash', { basePath: '/site/' }],
  ['an apiVersion without v', { apiVersion: '64.0' }],
  ['a fetch that is a string', { fetch: 'fetch' }],
  ['a fractional ttl', { ttlMs: 1.5 }],
  ['a ttl below -1', { ttlMs: -2 }],
  ['an infinite ttl', { ttlMs: Number.POSITIVE_INFINITY }],
  ['an unsafe integer ttl', { ttlMs: 2 ** 60 }],
  ['an unsafe negative integer ttl', { ttlMs: -(2 ** 60) }],
  ['a NaN maxEntries', { maxEntries: Number.NaN }],
  ['a negative maxEntries', { maxEntries: -1 }],
  ['a null maxEntries', { maxEntries: null }],
  ['a clock that is a number', { now: 5 }],
  ['setTimeout alone', { setTimeout: () => 1 }],
  ['clearTimeout alone', { clearTimeout: () => undefined }],
  ['a bad option and a lone timer', { ttlMs: 'x', setTimeout: () => 1 }],
];

describe('createSdk words its problems as zod does', () => {
  it.each(options)('%s', (_, input) => {
    const expected = zodProblem(sdkOptions, input);
    // Each case is malformed: the schema names a problem, which the SDK must word the same.
    expect(expected).not.toBe('valid');
    const actual = thrownMessage(() => {
      createSdk(input as SdkOptions).dispose();
    });
    expect(actual).toBe(`createSdk: ${expected}`);
  });

  it('takes valid options, as zod does', () => {
    const input = { baseUrl: 'https://a.example', ttlMs: -1, maxEntries: 0 };
    expect(sdkOptions.safeParse(input).success).toBe(true);
    expect(() => {
      createSdk(input).dispose();
    }).not.toThrow();
  });
});

const seoConfig = z.pipe(
  z.custom((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  z.strictObject(
    {
      apiVersion: z.string(),
      communityId: z.string(),
      recordId: z.string(),
      fields: z.optional(z.array(z.string())),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `not supported: ${issue.keys.join(',')}` : undefined,
    },
  ),
);

describe('getSeoProperties reports the first problem in zod’s order', () => {
  const base = { apiVersion: 'v64.0', communityId: '0DB', recordId: 'r' };
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a field that is a number',
      { ...base, fields: ['Name', 3] },
      'expected string, received number',
    ],
    ['an unknown key', { ...base, extra: 1 }, "The 'extra' parameter is not supported."],
    ['two unknown keys', { ...base, a: 1, b: 2 }, "The 'a', 'b' parameter is not supported."],
    [
      'a bad field before an unknown key',
      { ...base, fields: [1], extra: 1 },
      'expected string, received number',
    ],
  ])('%s', async (_, config, expected) => {
    expect(zodProblem(seoConfig, config)).toContain(
      expected.startsWith('The') ? 'not supported' : expected,
    );
    const sdk = createSdk({ fetch: () => Promise.reject(new Error('no request expected')) });
    const failure: unknown = await getSeoProperties(sdk, config as never).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(failure).toMatchObject({ statusText: 'INVALID_CONFIG' });
    expect((failure as SdkError).message).toContain(expected);
  });
});
