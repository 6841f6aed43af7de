import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CANVAS_CONFIG_ELEMENT_ID,
  EDITOR_CONFIG_ELEMENT_ID,
  type CanvasConfig,
  type EditorConfig,
} from '../../shared/editorConfig';
import { buildSiteConfig, siteConfigTag } from '../site/buildSiteConfig';
import { jsonScriptTag } from '../site/jsonScript';
import type { SignedIn } from './editorSessions';

/** The editor's built pages (`npm run build` writes them with `vite.editor.config.ts`). */
interface EditorPages {
  editor: string;
  canvas: string;
}

/** The editor's files: hashed, so kept a year, but only in the signed-in person's own browser. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/** The page's relative urls (`./assets/…`) made absolute, under the base path. */
const underEditorPath = (html: string, basePath: string) =>
  html.replace(/(["'])\.\/assets\//g, `$1${basePath}/editor/assets/`);

/** Where the browser reached the server, as its `Origin` names it (no default port). */
function originOf(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * The editor's page: its own scripts and styles only, API calls to its own origin, frames only
 * of its own canvas, and never framed itself.
 */
function editorPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The canvas runs sandboxed, in an origin of its own (`sandbox="allow-scripts"`, never
 * `allow-same-origin`), so the server's origin is named, not `'self'`. It fetches nothing itself
 * (the editor answers its reads by `postMessage`), and only the editor may frame it.
 */
function canvasPolicy(origin: string): string {
  return [
    "default-src 'none'",
    `script-src ${origin}`,
    // The site's blocks render style attributes, as on the public pages.
    `style-src ${origin} 'unsafe-inline'`,
    `img-src ${origin} data: blob:`,
    `font-src ${origin} data:`,
    "connect-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${origin}`,
  ].join('; ');
}

async function readEditorPages(editorDir: string): Promise<EditorPages | undefined> {
  try {
    const [editor, canvas] = await Promise.all([
      readFile(path.join(editorDir, 'index.html'), 'utf8'),
      readFile(path.join(editorDir, 'canvas.html'), 'utf8'),
    ]);
    return { editor, canvas };
  } catch {
    return undefined;
  }
}

function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send('The page editor is not built: run `npm run build`.');
}

export interface EditorAppOptions {
  basePath: string;
  /** The editor's build (default `./dist/editor`). */
  editorDir: string;
}

/**
 * The page editor for a signed-in user: `/editor` (the sign-in form answers it for anyone else),
 * `/editor/canvas`, and `/editor/assets/*`. The canvas's files are served to anyone, because the
 * sandboxed canvas loads them without cookies; they hold the site's blocks, which the public
 * pages serve too, and nothing of the editor's.
 */
export async function registerEditorApp(
  app: FastifyInstance,
  options: EditorAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply, user: SignedIn) => FastifyReply> {
  const { basePath, editorDir } = options;
  const pages = await readEditorPages(editorDir);
  if (pages) {
    await app.register(fastifyStatic, {
      root: path.join(editorDir, 'assets'),
      prefix: '/editor/assets/',
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', PRIVATE_IMMUTABLE);
        // The sandboxed canvas's origin is opaque: its module scripts are cross-origin loads.
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  app.get('/editor/canvas', async (request, reply) => {
    if (!request.editor) return reply.code(401).header('Cache-Control', 'no-store').send();
    if (!pages) return sendNotBuilt(reply);
    const origin = originOf(request);
    // The site's config as its pages carry it (the drafted site's, for a signed-in author), and
    // the one origin the canvas takes messages from.
    const config = siteConfigTag(buildSiteConfig(request.content.site, basePath, ''));
    const canvasConfig = jsonScriptTag(CANVAS_CONFIG_ELEMENT_ID, {
      editorOrigin: origin,
    } satisfies CanvasConfig);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', canvasPolicy(origin))
      .send(
        underEditorPath(pages.canvas, basePath).replace(
          '</head>',
          `${config}\n    ${canvasConfig}\n  </head>`,
        ),
      );
  });

  return (_request, reply, user) => {
    if (!pages) return sendNotBuilt(reply);
    const config: EditorConfig = {
      basePath,
      user: { name: user.name, role: user.role },
      csrfToken: user.csrfToken,
    };
    const html = underEditorPath(pages.editor, basePath).replace(
      '</head>',
      `${jsonScriptTag(EDITOR_CONFIG_ELEMENT_ID, config)}\n  </head>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', editorPolicy())
      .send(html);
  };
}
