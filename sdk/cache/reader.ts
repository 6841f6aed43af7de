import type { AdapterName } from './inspection.js';

/** One HTTP read: a GET of `url` with its query and headers. */
export interface ReadRequest {
  url: string;
  query?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
}

/**
 * How one adapter reads its entries: made once per SDK and shared by every entry the adapter
 * stores, so an entry keeps only its config (`args`), never a request or closure of its own.
 * Method signatures on purpose: a reader of one config type fits where any reader is expected.
 */
export interface Reader<TArgs = unknown> {
  /** Which adapter reads, for inspection. */
  readonly adapter: AdapterName;
  /** Time to live of a stored response in ms; -1 = never stale. */
  readonly ttl: number;
  /** The request that reads the entry of `args` (a validated config). */
  requestOf(args: TArgs): ReadRequest;
  /** False when a response's headers say not to store it; absent: every response is stored. */
  mayStore?(headers: Headers): boolean;
  /** What the entry keeps of a response's data; absent: all of it. */
  dataOf?(data: unknown, args: TArgs): unknown;
}
