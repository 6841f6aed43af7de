/** SEO properties take the version as a path parameter: any `vNN.0` up to ours. */
export function isSupportedApiVersion(version: string): boolean {
  const match = /^v(\d{2})\.0$/.exec(version);
  const major = Number(match?.[1]);
  return match !== null && major >= 41 && major <= 64;
}

export const JSON_CACHE_CONTROL = 'no-cache';
