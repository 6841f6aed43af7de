import { readWithPolicy } from '../cache/index.js';
import type { CacheStore, Reader } from '../cache/index.js';
import type { Check } from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { RequestInit, SdkError } from '../fetch/index.js';
import type { RequestOptions } from './requestOptions.js';
import { callLimitsOf, requestOptionsError } from './requestOptions.js';
import type { ResolvedSdkOptions } from './sdkOptions.js';

/** What every adapter works with: the cache and the resolved options. */
export interface AdapterContext {
  store: CacheStore;
  options: ResolvedSdkOptions;
  /** The readers of the adapters an app adds, by the function that makes each. */
  readers: Map<unknown, Reader<never>>;
}

// The context of each SDK, for the adapters an app adds to it (`@about-site/sdk/apex`, `/seo`).
const contexts = new WeakMap<object, AdapterContext>();

/** Records the context of an SDK `createSdk` made. */
export function bindContext<T extends object>(sdk: T, context: AdapterContext): T {
  contexts.set(sdk, context);
  return sdk;
}

/** The context of an SDK `createSdk` made; anything else throws a `TypeError`. */
export function contextOf(sdk: object): AdapterContext {
  const context = contexts.get(sdk);
  if (!context) throw new TypeError('Expected an SDK made by createSdk');
  return context;
}

/** The reader `make` gives for this SDK: made once, shared by every entry it reads. */
export function readerOf<T>(
  context: AdapterContext,
  make: (context: AdapterContext) => Reader<T>,
): Reader<T> {
  let reader = context.readers.get(make) as Reader<T> | undefined;
  if (!reader) {
    reader = make(context);
    context.readers.set(make, reader);
  }
  return reader;
}

/** `${baseUrl}${basePath}${path}`. */
export function urlOf(context: AdapterContext, path: string): string {
  return `${context.options.baseUrl}${context.options.basePath}${path}`;
}

/** The injected fetch, else the global one, read at call time. */
export function fetchOf(context: AdapterContext): typeof fetch {
  return context.options.fetch ?? globalThis.fetch;
}

/** A request's time limit: the call's own `timeoutMs`, else the SDK's, on the SDK's timers. */
export function timeoutOf(context: AdapterContext, callTimeoutMs?: number): RequestInit['timeout'] {
  return { ms: callTimeoutMs ?? context.options.timeoutMs, timers: context.options.timers };
}

/** The `INVALID_CONFIG` error of a call's config (first) or options; undefined when both pass. */
export function callError(
  check: Check,
  config: unknown,
  options: RequestOptions | undefined,
): SdkError | undefined {
  const problem = check(config);
  return problem ? invalidConfigError(problem.message, config) : requestOptionsError(options);
}

/** A valid call read through the cache under `key`, by its cache policy. */
export function readThroughCache<T>(
  context: AdapterContext,
  reader: Reader,
  key: string,
  config: unknown,
  options: RequestOptions | undefined,
): Promise<T> {
  return readWithPolicy<T>(
    {
      store: context.store,
      key,
      reader,
      args: config,
      signal: options?.signal,
      limits: callLimitsOf(options),
    },
    options?.cachePolicy,
  );
}
