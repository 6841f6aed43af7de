import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGE_CHOICE_ROUTE } from '../../shared/languageChoice';
import { escapeMarkup, renderSmallPage } from '../http/statusPage';
import { PREFERRED_LANGUAGE_COOKIE } from './preferredLanguage';

export interface LanguageChoiceOptions {
  /** The site's base path: `next` must lead under it. */
  basePath: string;
  /** The languages the site serves for this request's content, the default first. */
  servedLanguages: (request: FastifyRequest) => readonly string[];
}

/** How long the choice is remembered: a year, as the platform's cookie. */
const ONE_YEAR_IN_SECONDS = 31_536_000;

/** Only printable ASCII without spaces: what a Location header may carry as it is. */
const PLAIN_PATH = /^\/[\x21-\x7e]*$/;

/**
 * `next` as a path of this site under the base path (its dot segments resolved), or undefined
 * for anything that could lead elsewhere: another origin (`//host`, `/\host`, a scheme) or a path
 * outside the site.
 */
function sitePathOf(next: string, basePath: string): string | undefined {
  if (!PLAIN_PATH.test(next) || next.startsWith('//') || next.includes('\\')) return undefined;
  const origin = 'http://site.invalid';
  const url = new URL(next, origin);
  // Dot segments can make `//host` of a path that did not start so (`/a/../..//host`).
  if (url.origin !== origin || url.pathname.startsWith('//')) return undefined;
  const underBase = basePath === '' || url.pathname.startsWith(`${basePath}/`);
  return underBase ? `${url.pathname}${url.search}` : undefined;
}

function choiceSchema(basePath: string, languages: readonly string[]) {
  const example = `${basePath}/about`;
  return z.object({
    language: z
      .string({ error: `language: give one language the site serves (${languages.join(', ')})` })
      .refine((language) => languages.includes(language), {
        error: (issue) =>
          `language: ${String(issue.input)} is not a language this site serves (${languages.join(', ')})`,
      }),
    next: z
      .string({ error: `next: give one path of this site, like ${example}` })
      .transform((next, context) => {
        const path = sitePathOf(next, basePath);
        if (path === undefined) {
          context.issues.push({
            code: 'custom',
            input: next,
            message: `next: ${next} is not a path of this site${basePath ? ` under ${basePath}` : ''}, like ${example}`,
          });
          return z.NEVER;
        }
        return path;
      }),
  });
}

function refuse(reply: FastifyReply, basePath: string, message: string): FastifyReply {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      renderSmallPage({
        title: 'Bad request',
        basePath,
        bodyHtml: `<p>${escapeMarkup(message)}</p>`,
      }),
    );
}

/**
 * `GET {basePath}/preferred-language?language=fr_FR&next=/fr/about`, where the language
 * switcher's links lead: remembers the language in the `PreferredLanguage` cookie (which the
 * site's root reads) and answers 303 to `next`, a path of this site. Never cached.
 */
export function registerLanguageChoice(app: FastifyInstance, options: LanguageChoiceOptions): void {
  const { basePath } = options;
  app.get(LANGUAGE_CHOICE_ROUTE, async (request, reply) => {
    const schema = choiceSchema(basePath, options.servedLanguages(request));
    const parsed = schema.safeParse(request.query);
    if (!parsed.success) {
      return refuse(reply, basePath, parsed.error.issues[0]?.message ?? 'invalid request');
    }
    const { language, next } = parsed.data;
    const cookie = fastifyCookie.serialize(PREFERRED_LANGUAGE_COOKIE, language, {
      path: '/',
      maxAge: ONE_YEAR_IN_SECONDS,
      sameSite: 'lax',
    });
    return reply
      .header('Set-Cookie', cookie)
      .header('Cache-Control', 'no-store')
      .redirect(next, 303);
  });
}
