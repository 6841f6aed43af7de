/** Elements rich text may keep. Everything else is removed (its text kept, except for script-like content). */
export const RICH_TEXT_TAGS: readonly string[] = [
  // text formatting
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'blockquote',
  'code',
  'pre',
  'kbd',
  // headings
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // links and lists
  'a',
  'ul',
  'ol',
  'li',
  // tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // media: iframes only survive the video embed check
  'img',
  'figure',
  'figcaption',
  'iframe',
];

/** Attributes rich text may keep; `class` is further limited to `allowedClassName`. */
export const RICH_TEXT_ATTRIBUTES: readonly string[] = [
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'class',
  'width',
  'height',
  'colspan',
  'rowspan',
  'allowfullscreen',
];

/**
 * URLs rich text may hold in `href` and `src`: the protocols http, https, ftp, ftps, mailto, tel,
 * callto, cid and xmpp, and relative URLs (no scheme before the first `/`, `?` or `#`). The
 * sanitiser strips whitespace and control characters before testing, so `java\tscript:` fails too.
 */
export const RICH_TEXT_URI_PATTERN =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|cid|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Hosts whose https video players may be embedded in rich text. */
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** Class names rich text may keep: the editor's own `ql-*` formatting classes. */
export const RICH_TEXT_CLASS_NAME = /^ql-[a-z0-9-]+$/;

/** `rel` tokens a link may keep; `noopener noreferrer` are added to links opening a new window. */
export const LINK_REL_TOKENS: readonly string[] = [
  'nofollow',
  'noopener',
  'noreferrer',
  'ugc',
  'sponsored',
  'external',
  'help',
  'license',
];

/** Sandbox of an embedded video player: it runs its own scripts but cannot navigate this page. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/** Accessible name given to an embedded video that has no title. */
export const DEFAULT_VIDEO_TITLE = 'Embedded video';
