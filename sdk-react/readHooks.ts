import { UNFULFILLED_ENTRY, cacheKeys } from '@about-site/sdk';
import type {
  CacheEntry,
  GetContentConfig,
  GetContentsConfig,
  ManagedContentCollection,
  ManagedContentDocument,
  SeoProperties,
  UnknownContentBody,
} from '@about-site/sdk';
import { apex, apexMethodCacheKey } from '@about-site/sdk/apex';
import type { ApexConfig } from '@about-site/sdk/apex';
import { contentFieldsCacheKey, getContentFields } from '@about-site/sdk/fields';
import type { GetContentFieldsConfig } from '@about-site/sdk/fields';
import { getSeoProperties, seoPropertiesCacheKey } from '@about-site/sdk/seo';
import type { GetSeoPropertiesConfig } from '@about-site/sdk/seo';
import { isRead, readOrRefusal, useWithRefusals } from './refusals.js';
import type { EntryRead, ReadOptions } from './useEntries.js';
import { useEntries } from './useEntries.js';

/** A cacheable server method, as `useApex` reads it (`cacheable: true` is implied). */
export type ApexMethod = Omit<ApexConfig, 'cacheable'>;

/**
 * One config (or null: read nothing) gives its entry; a list of configs gives their entries in
 * order, one read per config (for example documents by key, 25 per `getContents` call). Each key
 * is named from a checked config: an invalid one reads nothing, and its entry holds the call's
 * `INVALID_CONFIG` error.
 */
function useReads<TConfig, TData>(
  input: TConfig | null | readonly TConfig[],
  readOf: (config: TConfig) => EntryRead,
  options: ReadOptions | undefined,
): CacheEntry<TData> | readonly CacheEntry<TData>[] {
  const many = Array.isArray(input);
  const configs = many ? (input as readonly TConfig[]) : input === null ? [] : [input as TConfig];
  const reads = configs.map((config) => readOrRefusal(readOf, config));
  const entries = useWithRefusals(reads, useEntries<TData>(reads.filter(isRead), options));
  return many ? entries : (entries[0] ?? UNFULFILLED_ENTRY);
}

function contentRead(config: GetContentConfig): EntryRead {
  return {
    key: cacheKeys.getContent(config),
    load: (sdk, options) => sdk.getContent(config, options),
  };
}

function contentsRead(config: GetContentsConfig): EntryRead {
  return {
    key: cacheKeys.getContents(config),
    load: (sdk, options) => sdk.getContents(config, options),
  };
}

function contentFieldsRead(config: GetContentFieldsConfig): EntryRead {
  return {
    key: contentFieldsCacheKey(config),
    load: (sdk, options) => getContentFields(sdk, config, options),
  };
}

function seoPropertiesRead(config: GetSeoPropertiesConfig): EntryRead {
  return {
    key: seoPropertiesCacheKey(config),
    load: (sdk, options) => getSeoProperties(sdk, config, options),
  };
}

function apexRead(method: ApexMethod): EntryRead {
  const config = { ...method, cacheable: true };
  return { key: apexMethodCacheKey(config), load: (sdk, options) => apex(sdk, config, options) };
}

/** One document's entry (`getContent`), or several documents' entries in order. */
export function useContent<TBody = UnknownContentBody>(
  config: GetContentConfig | null,
  options?: ReadOptions,
): CacheEntry<ManagedContentDocument<TBody>>;
export function useContent<TBody = UnknownContentBody>(
  configs: readonly GetContentConfig[],
  options?: ReadOptions,
): readonly CacheEntry<ManagedContentDocument<TBody>>[];
export function useContent(
  input: GetContentConfig | null | readonly GetContentConfig[],
  options?: ReadOptions,
) {
  return useReads(input, contentRead, options);
}

/** A page of documents' entry (`getContents`), or several pages' entries in order. */
export function useContents<TBody = UnknownContentBody>(
  config: GetContentsConfig | null,
  options?: ReadOptions,
): CacheEntry<ManagedContentCollection<TBody>>;
export function useContents<TBody = UnknownContentBody>(
  configs: readonly GetContentsConfig[],
  options?: ReadOptions,
): readonly CacheEntry<ManagedContentCollection<TBody>>[];
export function useContents(
  input: GetContentsConfig | null | readonly GetContentsConfig[],
  options?: ReadOptions,
) {
  return useReads(input, contentsRead, options);
}

/**
 * A page of documents with only the body fields a list shows (`getContentFields`), or several
 * pages' entries in order.
 */
export function useContentFields<TBody = UnknownContentBody>(
  config: GetContentFieldsConfig | null,
  options?: ReadOptions,
): CacheEntry<ManagedContentCollection<TBody>>;
export function useContentFields<TBody = UnknownContentBody>(
  configs: readonly GetContentFieldsConfig[],
  options?: ReadOptions,
): readonly CacheEntry<ManagedContentCollection<TBody>>[];
export function useContentFields(
  input: GetContentFieldsConfig | null | readonly GetContentFieldsConfig[],
  options?: ReadOptions,
) {
  return useReads(input, contentFieldsRead, options);
}

/** A record's SEO properties' entry, or several records' entries in order. */
export function useSeoProperties(
  config: GetSeoPropertiesConfig | null,
  options?: ReadOptions,
): CacheEntry<SeoProperties>;
export function useSeoProperties(
  configs: readonly GetSeoPropertiesConfig[],
  options?: ReadOptions,
): readonly CacheEntry<SeoProperties>[];
export function useSeoProperties(
  input: GetSeoPropertiesConfig | null | readonly GetSeoPropertiesConfig[],
  options?: ReadOptions,
) {
  return useReads(input, seoPropertiesRead, options);
}

/** A cacheable server method's entry, or several calls' entries in order. */
export function useApex<T = unknown>(
  method: ApexMethod | null,
  options?: ReadOptions,
): CacheEntry<T>;
export function useApex<T = unknown>(
  methods: readonly ApexMethod[],
  options?: ReadOptions,
): readonly CacheEntry<T>[];
export function useApex(input: ApexMethod | null | readonly ApexMethod[], options?: ReadOptions) {
  return useReads(input, apexRead, options);
}
