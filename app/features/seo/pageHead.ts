import { createContext, use, useEffect } from 'react';
import { SEO_OWNER, type HeadTags } from './headTags';

/** A page's HTTP status: found, not found, or its content could not be read. */
type PageStatus = 200 | 404 | 503;

/** What a server render learns about the page's head while it renders. */
export interface PageHead {
  status: PageStatus;
  title: string;
  tags: HeadTags;
}

/** Collects the page's head during a server render. */
export interface PageHeadRecorder {
  readonly head: PageHead;
  setSeo(title: string, tags: HeadTags | null): void;
  /** The page is not there (404), or its content could not be read (503). */
  setStatus(status: PageStatus): void;
}

export function pageHeadRecorder(): PageHeadRecorder {
  const head: PageHead = {
    status: 200,
    title: '',
    tags: { alternates: [] },
  };
  return {
    head,
    setSeo(title, tags) {
      head.title = title;
      if (tags) head.tags = tags;
    },
    setStatus(status) {
      head.status = status;
    },
  };
}

/**
 * Server rendering only: blocks record the head they need while they render (effects do not
 * run on the server); the server writes it into the page's `<head>`. Null in the browser, where
 * `SeoHead` manages the head itself.
 */
export const PageHeadContext = createContext<PageHeadRecorder | null>(null);

export function usePageHead(): PageHeadRecorder | null {
  return use(PageHeadContext);
}

/**
 * A title alone, for a page with no SEO properties to read (the 404 page): written into the head
 * on the server, set on the document in the browser.
 */
export function usePageTitle(title: string): void {
  usePageHead()?.setSeo(title, null);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function element(tag: 'meta' | 'link', attributes: Record<string, string | undefined>): string {
  const parts = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<${tag}${parts.join('')}>`;
}

/**
 * The head as HTML. The SEO tags carry the assistant's `data-owner`, so the browser's `SeoHead`
 * replaces them rather than adding a second set.
 */
export function pageHeadHtml(head: PageHead): string {
  const owner = SEO_OWNER;
  const { tags } = head;
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  if (tags.description) {
    lines.push(
      element('meta', { name: 'description', content: tags.description, 'data-owner': owner }),
    );
  }
  if (tags.canonicalUrl) {
    lines.push(element('link', { rel: 'canonical', href: tags.canonicalUrl, 'data-owner': owner }));
  }
  for (const { hreflang, href } of tags.alternates) {
    lines.push(element('link', { rel: 'alternate', hreflang, href, 'data-owner': owner }));
  }
  if (tags.robots) {
    lines.push(element('meta', { name: 'robots', content: tags.robots, 'data-owner': owner }));
  }
  return lines.join('\n    ');
}
