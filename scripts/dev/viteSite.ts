// The site from the app's sources, for `npm run dev`: Vite in middleware mode gives the server
// its renderer (Vite's SSR module runner), its page template (`transformIndexHtml`) and the
// styles of each page, and answers the requests for the app's own files.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  createServer as createViteServer,
  isCSSRequest,
  isRunnableDevEnvironment,
  type EnvironmentModuleNode,
  type InlineConfig,
  type Plugin,
  type RunnableDevEnvironment,
  type ViteDevServer,
} from 'vite';
import { z } from 'zod';
import type { RenderPage } from '../../shared/pageRender';
import {
  STYLES_SLOT,
  type PageSource,
  type SourceSite,
  type SourceSiteContext,
} from '../../server';

/** The app's server entry, as `vite build --ssr` builds it. */
const SERVER_ENTRY = '/entry-server.tsx';
/**
 * The script index.html loads: its stylesheet (base.css) is every page's, as the build's
 * index.html links it.
 */
const CLIENT_ENTRY = '/main.tsx';

export interface ViteSiteOptions {
  /** Vite's config file. Default `vite.config.ts`. */
  configFile?: string;
  /** More of Vite's inline config (tests point `root` at an app of their own). */
  config?: InlineConfig;
}

/** Is the site path a file inside `dir` (never one above it)? */
function isFileIn(dir: string, sitePath: string): boolean {
  const file = path.join(dir, sitePath);
  if (!file.startsWith(dir + path.sep)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * The requests Vite answers: its own paths (`/@vite/client`, `/@fs/…`, `/@react-refresh`, the
 * optimised dependencies), its client's ping, and the app's files (its modules, styles and public
 * folder). Pages, the APIs, the media and robots.txt are the server's.
 */
function viteRequestFilter(vite: ViteDevServer, basePath: string) {
  const { root, publicDir } = vite.config;
  return (request: IncomingMessage): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.headers.accept?.includes('text/x-vite-ping')) return true;
    const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
    if (!pathname.startsWith(`${basePath}/`)) return false;
    let sitePath: string;
    try {
      sitePath = decodeURIComponent(pathname.slice(basePath.length));
    } catch {
      return false;
    }
    if (/^\/(?:@|__|node_modules\/)/.test(sitePath)) return true;
    return isFileIn(root, sitePath) || (publicDir !== '' && isFileIn(publicDir, sitePath));
  };
}

/**
 * The CSS files among `roots` and what they import, in the order the browser would apply them
 * (each module's imports in their order): those the server's renderer loaded, every block's.
 * A page carries them all: unlike the build's, they cost no request, and class names are scoped.
 */
function stylesheetsOf(roots: readonly EnvironmentModuleNode[]): EnvironmentModuleNode[] {
  const found: EnvironmentModuleNode[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node) || node.id === null || node.id.includes('/node_modules/')) return;
    seen.add(node);
    if (isCSSRequest(node.id)) {
      if (node.id === node.file) found.push(node);
      return;
    }
    for (const imported of node.importedModules) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

/** What the module runner gives for a stylesheet imported `?inline`. */
const inlineCssSchema = z.object({ default: z.string() });

/** The app's server entry, as the module runner gives it. */
const serverEntrySchema = z.object({
  renderPage: z.custom<RenderPage>((value) => typeof value === 'function', 'no renderPage'),
});

/** `?inline` makes Vite's CSS plugin export a stylesheet's CSS as it sends it to the browser. */
async function cssOf(ssr: RunnableDevEnvironment, node: EnvironmentModuleNode): Promise<string> {
  const url = `${node.url}${node.url.includes('?') ? '&' : '?'}inline`;
  const module: unknown = await ssr.runner.import(url);
  const parsed = inlineCssSchema.safeParse(module);
  if (!parsed.success) throw new Error(`${url} exported no CSS`);
  return parsed.data.default;
}

/**
 * The page's styles, inline as the build's are, each stylesheet in a `<style>` of its own marked
 * as Vite's client marks those it adds: when a module the browser loads imports one, the client
 * updates that element (hot updates included) instead of adding a second copy.
 */
async function pageStyles(ssr: RunnableDevEnvironment): Promise<string> {
  await ssr.warmupRequest(CLIENT_ENTRY);
  const roots = await Promise.all(
    [CLIENT_ENTRY, SERVER_ENTRY].map((url) => ssr.moduleGraph.getModuleByUrl(url)),
  );
  const stylesheets = stylesheetsOf(roots.filter((node) => node !== undefined));
  const elements = await Promise.all(
    stylesheets.map(async (node) => {
      const css = (await cssOf(ssr, node)).replace(/<\/style/gi, '<\\/style');
      const id = (node.id ?? '').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      return `<style data-vite-dev-id="${id}">${css}</style>`;
    }),
  );
  return elements.join('');
}

async function loadRenderPage(ssr: RunnableDevEnvironment): Promise<RenderPage> {
  const module: unknown = await ssr.runner.import(SERVER_ENTRY);
  const parsed = serverEntrySchema.safeParse(module);
  if (!parsed.success) throw new Error(`${SERVER_ENTRY} does not export renderPage`);
  return parsed.data.renderPage;
}

/**
 * After an edit of a module the server's renderer runs but no module in the browser does (a block
 * that is no island, or its styles), only a reload shows the new HTML: Vite's hot update reaches
 * the browser only through modules it loaded. The server's module runner takes Vite's own update
 * after any it is still working through (an earlier edit's), which on a busy machine can be after
 * the browser's reload has been rendered with the old modules; so what the runner evaluated is
 * dropped here first, and the reload's render imports the edited modules (Vite has already
 * dropped their old code when these hooks run).
 */
function reloadOnServerOnlyChanges(): Plugin {
  return {
    name: 'about-site:reload-on-server-only-changes',
    apply: 'serve',
    hotUpdate({ file, modules, server }) {
      const ssr = this.environment;
      if (ssr.name !== 'ssr' || modules.length === 0 || !isRunnableDevEnvironment(ssr)) return;
      const client = server.environments.client;
      if ((client.moduleGraph.getModulesByFile(file)?.size ?? 0) > 0) return;
      ssr.runner.evaluatedModules.clear();
      client.hot.send({ type: 'full-reload', path: '*' });
    },
  };
}

/**
 * Vite in middleware mode on the server's HTTP server (its hot updates share the server's port),
 * as the server's source site: pages rendered by the app's modules as they are now.
 */
export async function createViteSite(
  context: SourceSiteContext,
  options: ViteSiteOptions = {},
): Promise<SourceSite> {
  const { basePath, httpServer } = context;
  const vite = await createViteServer({
    configFile: options.configFile ?? path.resolve('vite.config.ts'),
    ...options.config,
    base: `${basePath}/`,
    appType: 'custom',
    server: { ...options.config?.server, middlewareMode: true, hmr: { server: httpServer } },
    plugins: [...(options.config?.plugins ?? []), reloadOnServerOnlyChanges()],
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) {
    await vite.close();
    throw new Error("Vite's ssr environment cannot run modules in this process");
  }
  const indexHtml = path.join(vite.config.root, 'index.html');
  const pages: PageSource = {
    fixed: false,
    renderer: () => loadRenderPage(ssr),
    // index.html's relative urls (`./main.tsx`) are the site root's on every page: transformed
    // as the root's, a page deeper down (`/fr/about`, an article) loads the same files.
    template: async () => {
      const html = await vite.transformIndexHtml('/', await readFile(indexHtml, 'utf8'));
      return html.replace('</head>', `  ${STYLES_SLOT}\n  </head>`);
    },
    styles: () => pageStyles(ssr),
    // Every stylesheet is inline whole: nothing is left for later.
    laterStyles: () => undefined,
  };
  const isViteRequest = viteRequestFilter(vite, basePath);
  return {
    pages,
    serveFile: (request, response) => {
      if (!isViteRequest(request)) return false;
      vite.middlewares(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
      return true;
    },
    close: () => vite.close(),
  };
}
