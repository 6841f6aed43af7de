import { useMemo } from 'react';
import { UNFULFILLED_ENTRY, isSdkError, stableStringify } from '@about-site/sdk';
import type { CacheEntry, SdkError, SdkErrorJson } from '@about-site/sdk';
import type { EntryRead } from './useEntries.js';

/** A read, or the SDK's refusal of its config (`INVALID_CONFIG`): a config with no key to read. */
type ReadOrRefusal = EntryRead | SdkError;

/** The read `readOf` names for `config`, or the refusal it throws for an invalid config. */
export function readOrRefusal<TConfig>(
  readOf: (config: TConfig) => EntryRead,
  config: TConfig,
): ReadOrRefusal {
  try {
    return readOf(config);
  } catch (error) {
    if (isSdkError(error) && error.statusText === 'INVALID_CONFIG') return error;
    throw error;
  }
}

export function isRead(read: ReadOrRefusal): read is EntryRead {
  return !isSdkError(read);
}

/** A refused config reads as a read that failed with nothing stored (no request was made). */
function refusedEntry(error: SdkErrorJson): CacheEntry<never> {
  return Object.freeze({
    state: 'Unfulfilled',
    loading: false,
    loaded: true,
    data: undefined,
    error,
  });
}

/**
 * The entries of `reads` in their order: `entries` (those of the reads) with each refusal's entry
 * in its place. The same array while the entries and the refusals stay the same, so a refused
 * config is no new entry at each render.
 */
export function useWithRefusals<T>(
  reads: readonly ReadOrRefusal[],
  entries: readonly CacheEntry<T>[],
): readonly CacheEntry<T>[] {
  // The refusals as JSON, as an entry holds an error: equal refusals give equal text.
  const refusals = reads.every(isRead)
    ? ''
    : stableStringify(reads.map((read) => (isRead(read) ? null : read.toJSON())));
  return useMemo(() => {
    if (refusals === '') return entries;
    const errors = JSON.parse(refusals) as (SdkErrorJson | null)[];
    let next = 0;
    return Object.freeze(
      errors.map((error) => (error ? refusedEntry(error) : (entries[next++] ?? UNFULFILLED_ENTRY))),
    );
  }, [refusals, entries]);
}
