import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /**
   * False when part of the tree failed or was still waiting when `signal` aborted: the HTML then
   * holds that part's fallback (a skeleton), and the browser has to render the page itself.
   */
  complete: boolean;
}

/**
 * Renders a React root to HTML once all of it is ready (data included) or `signal` aborts.
 * Nothing is streamed in later: that would take an inline script, which the CSP forbids, and
 * crawlers and the render cache want the whole page anyway.
 */
export async function renderToHtml(
  tree: ReactNode,
  signal: AbortSignal,
  /** Prefixes the ids `useId` makes: each root of a page needs its own. */
  identifierPrefix?: string,
): Promise<RenderedHtml> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(tree, {
    signal,
    identifierPrefix,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, complete: errors.length === 0 && !signal.aborted };
}
