import fastifyCookie from '@fastify/cookie';
import type { IncomingHttpHeaders } from 'node:http';
import { languageNamed } from '../../shared/languages';

/** The platform's cookie of a visitor's chosen language (`fr_FR`; `fr-FR` and `fr` also read). */
export const PREFERRED_LANGUAGE_COOKIE = 'PreferredLanguage';

/** `Accept-Language`'s ranges, best first (a higher `q` first, then the order written). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, index, quality: q === undefined ? 1 : Number(q) };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((range) => range.tag);
}

/**
 * The language the site's root sends a visitor to: the one the `PreferredLanguage` cookie names,
 * else the best served language of `Accept-Language`, else the default (the first of
 * `languages`).
 */
export function preferredLanguage(
  headers: IncomingHttpHeaders,
  languages: readonly string[],
): string {
  const cookie = headers.cookie
    ? fastifyCookie.parse(headers.cookie)[PREFERRED_LANGUAGE_COOKIE]
    : '';
  const chosen = cookie ? languageNamed(cookie, languages) : undefined;
  if (chosen) return chosen;
  for (const tag of acceptedTags(headers['accept-language'] ?? '')) {
    const accepted = languageNamed(tag, languages);
    if (accepted) return accepted;
  }
  return languages[0] ?? 'en_US';
}
