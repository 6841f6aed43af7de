import type { DOMPurify, UponSanitizeElementHook } from 'dompurify';
import { isValidImageUrl } from '../images/index.js';
import { DEFAULT_VIDEO_TITLE, LINK_REL_TOKENS, VIDEO_SANDBOX } from './richTextPolicy.js';
import { videoEmbedSource } from './videoEmbed.js';

/** What the rich-text hooks enforce beyond the sanitiser's allow lists. */
export type RichTextRules = {
  videoHosts: readonly string[];
  className: RegExp;
  resolveImageSrc: ((src: string) => string | undefined) | undefined;
};

const ELEMENT_NODE = 1;

// nodeType rather than instanceof: the nodes belong to the sanitiser's window, not this realm's.
const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;

function detach(node: Node): void {
  node.parentNode?.removeChild(node);
}

function limitClasses(element: Element, className: RegExp): void {
  const value = element.getAttribute('class');
  if (value === null) return;
  const kept = value.split(/\s+/).filter((token) => className.test(token));
  if (kept.length === 0) element.removeAttribute('class');
  else element.setAttribute('class', kept.join(' '));
}

function secureLink(link: Element): void {
  const opensWindow = link.getAttribute('target')?.trim().toLowerCase() === '_blank';
  const rel = (link.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => LINK_REL_TOKENS.includes(token));
  if (opensWindow) {
    link.setAttribute('target', '_blank');
    rel.push('noopener', 'noreferrer');
  } else {
    link.removeAttribute('target');
  }
  const tokens = [...new Set(rel)];
  if (tokens.length === 0) link.removeAttribute('rel');
  else link.setAttribute('rel', tokens.join(' '));
}

function checkImage(image: Element, rules: RichTextRules): void {
  const src = image.getAttribute('src');
  if (src === null || !isValidImageUrl(src)) {
    detach(image);
    return;
  }
  const resolved = rules.resolveImageSrc?.(src.trim());
  if (resolved !== undefined) {
    if (!isValidImageUrl(resolved)) {
      detach(image);
      return;
    }
    image.setAttribute('src', resolved);
  }
  // Set by the policy, never read from the input (neither attribute is on the allow list):
  // images in a long body load as they come near, and decode off the main thread.
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

function secureVideo(frame: Element, rules: RichTextRules): void {
  const src = videoEmbedSource(frame.getAttribute('src'), rules.videoHosts);
  if (src === undefined) {
    detach(frame);
    return;
  }
  frame.setAttribute('src', src);
  frame.setAttribute('sandbox', VIDEO_SANDBOX);
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.setAttribute('loading', 'lazy');
  if (frame.hasAttribute('allowfullscreen')) frame.setAttribute('allowfullscreen', '');
  if ((frame.getAttribute('title') ?? '').trim() === '')
    frame.setAttribute('title', DEFAULT_VIDEO_TITLE);
}

/**
 * Adds the rich-text hooks to `purifier` and returns the function that removes them again.
 * Iframes that are not allowed video players go before their attributes are even read; after
 * the allow lists ran, classes are limited, links opening a window get `noopener noreferrer`,
 * images must have an accepted source (and load lazily, decoding asynchronously), and video
 * frames are sandboxed.
 */
export function addRichTextHooks(purifier: DOMPurify, rules: RichTextRules): () => void {
  const beforeElement: UponSanitizeElementHook = (node, event) => {
    if (event.tagName !== 'iframe') return;
    const src = isElement(node) ? node.getAttribute('src') : null;
    if (videoEmbedSource(src, rules.videoHosts) === undefined) detach(node);
  };
  const afterAttributes = (element: Element): void => {
    limitClasses(element, rules.className);
    const tag = element.nodeName.toLowerCase();
    if (tag === 'a') secureLink(element);
    else if (tag === 'img') checkImage(element, rules);
    else if (tag === 'iframe') secureVideo(element, rules);
  };
  purifier.addHook('uponSanitizeElement', beforeElement);
  purifier.addHook('afterSanitizeAttributes', afterAttributes);
  return () => {
    purifier.removeHook('uponSanitizeElement', beforeElement);
    purifier.removeHook('afterSanitizeAttributes', afterAttributes);
  };
}
