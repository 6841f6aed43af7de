/**
 * The rich-text editor's schema, made from the site sanitiser's allow list: a node or mark exists
 * only when the tag it writes (and each attribute it keeps) is on the list, so what the editor
 * holds is what `sanitizeRichText` keeps, and what it would strip cannot be entered or pasted.
 */
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URI_PATTERN } from '@about-site/sdk/text';
import { isValidImageUrl } from '@about-site/sdk/images';
import { safeLink } from '@about-site/sdk/links';
import { Schema, type MarkSpec, type NodeSpec, type TagParseRule } from 'prosemirror-model';

const allowedTag = (tag: string): boolean => RICH_TEXT_TAGS.includes(tag);
const allowedAttribute = (name: string): boolean => RICH_TEXT_ATTRIBUTES.includes(name);

/** Heading levels the allow list keeps (`h1`…`h6`). */
const HEADING_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 6].filter((level) =>
  allowedTag(`h${String(level)}`),
);

// Whitespace and control characters are stripped by the sanitiser before it tests a URL; a link
// here must pass without that help, and pass the site's link rules as well.
const UNSAFE_IN_URL = /[\s\p{Cc}\p{Cf}]/u;

/**
 * The link a rich text may hold: one the site's link rules accept (`https:`, a site path,
 * `#section`, `mailto:`, `tel:`) and the sanitiser keeps; `undefined` otherwise.
 */
export function richTextHref(href: unknown): string | undefined {
  const link = safeLink(href);
  if (link === undefined || UNSAFE_IN_URL.test(link)) return undefined;
  return RICH_TEXT_URI_PATTERN.test(link) ? link : undefined;
}

/** The source an image may have: one the sanitiser keeps as it is. */
function imageSrc(src: string | null): string | undefined {
  return src !== null && src === src.trim() && isValidImageUrl(src) ? src : undefined;
}

/** The attributes of `names` the allow list keeps, as a node's attribute specs. */
function textAttributes(...names: string[]): Record<string, { default: string | null }> {
  return Object.fromEntries(
    names.filter(allowedAttribute).map((name) => [name, { default: null }]),
  );
}

/** The attributes of `attrs` that are set and allowed, in order, for a node's DOM. */
function domAttributes(attrs: Readonly<Record<string, unknown>>, names: readonly string[]) {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = attrs[name];
      // An empty alt stays: it says the picture is decorative.
      return allowedAttribute(name) && typeof value === 'string' && (value !== '' || name === 'alt')
        ? [[name, value]]
        : [];
    }),
  );
}

const listItemContent = 'paragraph block*';

/** Every node the editor knows, by the tag it writes; those off the allow list are left out. */
const CANDIDATE_NODES: readonly (readonly [tag: string, name: string, spec: NodeSpec])[] = [
  [
    'p',
    'paragraph',
    { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
  ],
  [
    'h1',
    'heading',
    {
      group: 'block',
      content: 'inline*',
      defining: true,
      attrs: { level: { default: HEADING_LEVELS[0] ?? 1 } },
      parseDOM: HEADING_LEVELS.map((level): TagParseRule => ({
        tag: `h${String(level)}`,
        attrs: { level },
      })),
      toDOM: (node) => [`h${String(node.attrs['level'])}`, 0],
    },
  ],
  [
    'ul',
    'bullet_list',
    {
      group: 'block',
      content: 'list_item+',
      parseDOM: [{ tag: 'ul' }],
      toDOM: () => ['ul', 0],
    },
  ],
  [
    'ol',
    'ordered_list',
    {
      group: 'block',
      content: 'list_item+',
      parseDOM: [{ tag: 'ol' }],
      toDOM: () => ['ol', 0],
    },
  ],
  [
    'li',
    'list_item',
    {
      content: listItemContent,
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    },
  ],
  [
    'img',
    'image',
    {
      inline: true,
      group: 'inline',
      draggable: true,
      attrs: { src: { default: '' }, ...textAttributes('alt', 'title') },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom) => {
            const src = imageSrc(dom.getAttribute('src'));
            if (src === undefined) return false;
            return { src, alt: dom.getAttribute('alt'), title: dom.getAttribute('title') };
          },
        },
      ],
      // The sanitiser sets `loading` and `decoding` on every image it keeps: written here too,
      // after the others as it appends them, the stored text is what it gives back.
      toDOM: (node) => [
        'img',
        {
          ...domAttributes(node.attrs, ['src', 'alt', 'title']),
          loading: 'lazy',
          decoding: 'async',
        },
      ],
    },
  ],
  [
    'br',
    'hard_break',
    {
      inline: true,
      group: 'inline',
      selectable: false,
      // The newline a Mac adds after a copied selection is no part of the text.
      parseDOM: [{ tag: 'br.Apple-interchange-newline', ignore: true }, { tag: 'br' }],
      toDOM: () => ['br'],
    },
  ],
];

const isBold = (weight: string): boolean => /^(bold(er)?|[5-9]\d{2})$/.test(weight);

const CANDIDATE_MARKS: readonly (readonly [tag: string, name: string, spec: MarkSpec])[] = [
  [
    'a',
    'link',
    {
      attrs: { href: {}, ...textAttributes('title') },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = richTextHref(dom.getAttribute('href'));
            return href === undefined ? false : { href, title: dom.getAttribute('title') };
          },
        },
      ],
      toDOM: (mark) => ['a', domAttributes(mark.attrs, ['href', 'title']), 0],
    },
  ],
  [
    'strong',
    'strong',
    {
      parseDOM: [
        { tag: 'strong' },
        // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold at all.
        { tag: 'b', getAttrs: (dom) => dom.style.fontWeight !== 'normal' && null },
        { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'strong' },
        { style: 'font-weight', getAttrs: (value) => isBold(value) && null },
      ],
      toDOM: () => ['strong', 0],
    },
  ],
  [
    'em',
    'em',
    {
      parseDOM: [
        { tag: 'em' },
        { tag: 'i' },
        { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'em' },
        { style: 'font-style=italic' },
      ],
      toDOM: () => ['em', 0],
    },
  ],
];

function allowed<S>(candidates: readonly (readonly [string, string, S])[]): Record<string, S> {
  return Object.fromEntries(
    candidates.filter(([tag]) => allowedTag(tag)).map(([, name, spec]) => [name, spec]),
  );
}

/**
 * The rich-text schema: paragraphs, headings, bulleted and numbered lists, pictures and line
 * breaks; links, bold and italic; each only as the allow list has it.
 */
export const richTextSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    ...allowed(CANDIDATE_NODES),
    text: { group: 'inline' },
  },
  marks: allowed(CANDIDATE_MARKS),
});

/** The tags the schema reads into a node or a mark; the others keep only their text. */
export const SCHEMA_TAGS: ReadonlySet<string> = new Set([
  ...CANDIDATE_NODES.filter(([tag]) => allowedTag(tag)).flatMap(([tag, name]) =>
    name === 'heading' ? HEADING_LEVELS.map((level) => `h${String(level)}`) : [tag],
  ),
  ...CANDIDATE_MARKS.filter(([tag]) => allowedTag(tag)).map(([tag]) => tag),
  ...['b', 'i'].filter(allowedTag),
]);
