import { isShortcutLink, safeLink } from './linkValidation.js';

/** Attributes for an anchor element. */
export type LinkAttributes = {
  href: string;
  /** Set for shortcut links only, which open in a new window. */
  target?: '_blank';
  /** Set together with `target`, so the opened window cannot reach back to this page. */
  rel?: 'noopener';
};

/**
 * Anchor attributes for a link written by a site author. Valid links (see `isValidLink`) keep
 * their address; shortcut links (`mailto:`, `tel:`) also open in a new window with
 * `rel="noopener"`. Anything else (`javascript:`, `data:`, `http:`, `//host`, empty) gives `null`:
 * render the content without a link, never with the rejected address.
 */
export function linkAttributes(url: unknown): LinkAttributes | null {
  const href = safeLink(url);
  if (href === undefined) return null;
  return isShortcutLink(href) ? { href, target: '_blank', rel: 'noopener' } : { href };
}
