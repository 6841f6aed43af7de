const PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The site base path in its canonical form: empty, or a leading slash and no trailing slash
 * (`'s'`, `'/s/'` and `'/s'` all give `'/s'`; `''` and `'/'` give `''`).
 * Throws a `RangeError` for a base path that is not plain path segments.
 */
export function normalizeBasePath(basePath: string | undefined): string {
  const segments = (basePath ?? '').split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    if (!PATH_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new RangeError(`Invalid site base path: ${JSON.stringify(basePath)}`);
    }
  }
  return segments.length === 0 ? '' : `/${segments.join('/')}`;
}
