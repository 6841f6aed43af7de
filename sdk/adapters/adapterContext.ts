import type { CacheStore } from '../cache/index.js';
import type { RequestInit } from '../fetch/index.js';
import type { ResolvedSdkOptions } from './sdkOptions.js';

/** What every adapter works with: the cache and the resolved options. */
export interface AdapterContext {
  store: CacheStore;
  options: ResolvedSdkOptions;
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
