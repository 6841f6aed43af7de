import type { ManagedContentCollection, UnknownContentBody } from '../documents/index.js';
import { AbortError } from '../fetch/index.js';
import type { GetContentsConfig } from './contentConfig.js';
import type { GetContents } from './getContents.js';
import type { RequestOptions } from './requestOptions.js';

/** Every page of a list, in order: `for await (const page of sdk.pages(config)) …`. */
export type Pages = <TBody = UnknownContentBody>(
  config: GetContentsConfig,
  options?: RequestOptions,
) => AsyncGenerator<ManagedContentCollection<TBody>, void, undefined>;

/**
 * The page `nextPageUrl` names (its `page` parameter, 0-based); the page after `current` when it
 * names none or one that does not come after it, so a list always moves on.
 */
function nextPageNumber(nextPageUrl: string, current: number): number {
  // The platform entity-encodes every string it sends, this url's `&` too, unless told not to.
  const url = new URL(nextPageUrl.replaceAll('&amp;', '&'), 'http://next.page');
  const named = Number(url.searchParams.get('page') ?? '');
  return Number.isInteger(named) && named > current ? named : current + 1;
}

/**
 * Reads a list page by page through `getContents`, from `config.page` (default 0), following
 * `nextPageUrl` until it is null. Each page is a `getContents` call of its own (`page` set), so it
 * is cached under its own key and served by the cache policy of `options`. An aborted `signal`
 * rejects the next read with an `AbortError`, and no page after it is read.
 */
export function createPages(getContents: GetContents): Pages {
  return async function* pages<TBody>(config: GetContentsConfig, options?: RequestOptions) {
    let page = config.page ?? 0;
    for (;;) {
      if (options?.signal?.aborted) throw new AbortError();
      const collection = await getContents<TBody>({ ...config, page }, options);
      yield collection;
      // A response without the field (not the platform's) ends the walk too.
      if (typeof collection.nextPageUrl !== 'string') return;
      page = nextPageNumber(collection.nextPageUrl, page);
    }
  };
}
