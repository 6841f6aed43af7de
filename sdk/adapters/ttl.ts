// How long each kind of response stays fresh, in ms: the platform's own figures.

/** Managed content (`getContent`, `getContents`): 5 minutes, the `ttlMs` default. */
export const DEFAULT_TTL_MS = 300_000;

/** SEO properties: 1 hour (the platform's `SeoProperties` type). */
export const SEO_TTL_MS = 3_600_000;

/** Cacheable server (Apex) method responses: 5 minutes (the platform's `APEX_TTL`). */
export const APEX_TTL_MS = 300_000;
