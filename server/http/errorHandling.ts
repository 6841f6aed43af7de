import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '../../shared/languageRoutes';
import { servedLanguages } from '../../shared/languages';
import { HOME_ROUTE } from '../../shared/pageRoutes';
import { uiMessagesFor } from '../../shared/i18n/uiMessages';
import { renderStatusPage } from './statusPage';
import {
  ApexError,
  errorCodeForStatus,
  NOT_FOUND_MESSAGE,
  PlatformError,
  sendApexError,
  sendPlatformError,
} from './platformErrors';
import { echoRequestId } from './requestId';
import { errorStyleOf } from './pathKinds';
import { applySecurityHeaders, type SecurityHeaders } from './securityHeaders';

const INTERNAL_MESSAGE = 'An unexpected error occurred. Please try again later.';

/**
 * The 404 page of a path under another served language's prefix (`/fr/nope`), in that language;
 * undefined for the default language's paths (and before the content is known).
 */
function notFoundPageIn(request: FastifyRequest, basePath: string) {
  const site = (request.content as FastifyRequest['content'] | null)?.site;
  if (!site) return undefined;
  const languages = servedLanguages(site);
  const pathname = request.url.split('?')[0] ?? '';
  const { language, pageBase } = languageOfPath(pathname, basePath, languages);
  if (language === languages[0]) return undefined;
  const t = uiMessagesFor(language);
  return {
    title: t.notFoundTitle,
    message: t.notFoundMessage,
    language: {
      lang: language.replace('_', '-'),
      homeUrl: `${pageBase}${HOME_ROUTE}`,
      homeText: t.goToAboutPage,
    },
  };
}

/** What a page says when the platform it reads from did not serve its content (`OrgUnavailableError`). */
const UPSTREAM_FAILURES = new Map([
  [502, "The page's content could not be read. Please try again in a moment."],
  [504, "The page's content did not arrive in time. Please try again in a moment."],
]);

/** The HTML page a site path gets for a failure. */
function statusPageHtml(request: FastifyRequest, status: number, basePath: string): string {
  const page =
    status === 404
      ? (notFoundPageIn(request, basePath) ?? {
          title: 'Page not found',
          message: 'There is no page at this address.',
        })
      : status >= 500
        ? {
            title: 'Something went wrong',
            message:
              UPSTREAM_FAILURES.get(status) ??
              'The page could not be shown. Please try again later.',
          }
        : { title: 'Bad request', message: 'The request could not be understood.' };
  return renderStatusPage({ ...page, basePath });
}

function sendStatusPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  basePath: string,
): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(statusPageHtml(request, status, basePath));
}

/** Responds to a failure in its path's error style: Connect array, Apex object or HTML page. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  basePath: string,
): FastifyReply {
  switch (errorStyleOf(request.url, basePath)) {
    case 'connect':
      return sendPlatformError(reply, status, errorCodeForStatus(status), message);
    case 'apex':
      return sendApexError(reply, status, message);
    case 'site':
      return sendStatusPage(request, reply, status, basePath);
  }
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Every error and unknown path gets the platform's error response; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance, basePath: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PlatformError) {
      return sendPlatformError(reply, error.status, error.errorCode, error.message);
    }
    if (error instanceof ApexError) return sendApexError(reply, error.status, error.message);
    let status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, error.message);
    // Only the static files answer 403 (a path with dot segments): there is no such resource.
    if (status === 403) status = 404;
    const message =
      status >= 500 ? INTERNAL_MESSAGE : status === 404 ? NOT_FOUND_MESSAGE : error.message;
    return sendFailure(request, reply, status, message, basePath);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, 404, NOT_FOUND_MESSAGE, basePath),
  );
}

/** For Fastify's `frameworkErrors`: urls that cannot be decoded, before any hook runs. */
export function frameworkErrorHandler(basePath: string, headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(reply, headers);
    echoRequestId(request, reply);
    // A path parameter over the router's limit names nothing that exists, whatever the method.
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void sendFailure(request, reply, 404, NOT_FOUND_MESSAGE, basePath);
      return;
    }
    const status = statusOf(error);
    // Fastify's own message would echo the whole (possibly huge) url.
    const message = status >= 500 ? INTERNAL_MESSAGE : 'The request URL is not valid.';
    void sendFailure(request, reply, status, message, basePath);
  };
}
