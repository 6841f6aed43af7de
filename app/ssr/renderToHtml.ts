// Before React, which looks for `ArrayBuffer.prototype.detached` once (Node 21 and later have it):
// without it, its development build warns of a security issue at the first empty attribute.
import 'core-js/modules/es.array-buffer.detached.js';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

export interface RenderedHtml {
  html: string;
  /**
   * False when part of the tree failed or was still waiting when `signal` aborted: the HTML then
   * holds that part's fallback (a skeleton), and the browser has to render the page itself.
   */
  complete: boolean;
}

/**
 * Renders a React root to HTML once all of it is ready (data included) or `signal` aborts. Aborted
 * before even the parts outside every Suspense boundary were ready (a machine too busy to render
 * in time), it returns no HTML at all, incomplete: the browser renders that root itself.
 * Nothing is streamed in later: that would take an inline script, which the CSP forbids, and
 * crawlers and the render cache want the whole page anyway.
 *
 * React's web-streams build, not its Node build: the Node build runs each render in an
 * AsyncLocalStorage, which turns on Node's async hooks for the whole process, and every cached
 * page answered afterwards paid for them (a tenth of its CPU, measured).
 */
export async function renderToHtml(
  tree: ReactNode,
  signal: AbortSignal,
  /** Prefixes the ids `useId` makes: each root of a page needs its own. */
  identifierPrefix?: string,
): Promise<RenderedHtml> {
  const errors: unknown[] = [];
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(tree, {
      signal,
      identifierPrefix,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
  } catch (error) {
    if (signal.aborted) return { html: '', complete: false };
    throw error;
  }
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, complete: errors.length === 0 && !signal.aborted };
}
