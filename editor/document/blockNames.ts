import { contractOf } from '../../shared/blocks/catalog';
import { copyPropsOf } from '../../shared/blocks/contract';
import type { ViewNode } from '../../shared/viewSchema';

/** Words of a block's copy its name shows: enough to tell two text blocks apart. */
const NAME_WORDS = 6;

/** The name site builders know the block type by (its contract's label), else the type itself. */
export function blockLabelOf(type: string): string {
  return contractOf(type)?.label ?? type;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The code point a numeric character reference names (`#8217`, `#x2019`), or `undefined`. */
function codePointOf(name: string): number | undefined {
  if (/^#x/i.test(name)) return Number.parseInt(name.slice(2), 16);
  if (name.startsWith('#')) return Number.parseInt(name.slice(1), 10);
  return undefined;
}

/** One character reference of rich text (`&amp;`, `&#8217;`, `&#x2019;`) as its character. */
function decodeEntity(entity: string, name: string): string {
  const code = codePointOf(name);
  if (code === undefined) return NAMED_ENTITIES[name] ?? entity;
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : entity;
}

/** A tag that ends a line of rich text (a paragraph, a list item): words either side are two. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

/**
 * The words of a copy prop's value, as a reader sees them: rich text's tags dropped (an inline
 * one joins the text either side, `<b>bold</b>,`) and its character references read. The words
 * are only ever shown as text, never as markup.
 * @internal Exported for its tests.
 */
export function wordsOf(text: string): string[] {
  return text
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The words of the block's first copy prop (in its contract's order) that has any. */
function firstCopyWordsOf(node: ViewNode): string[] {
  for (const prop of copyPropsOf(contractOf(node.type))) {
    const value = node.props?.[prop];
    const words = typeof value === 'string' ? wordsOf(value) : [];
    if (words.length > 0) return words;
  }
  return [];
}

/**
 * The block as the outline names it: its label and the first six words of its copy
 * (`Text Block: Who we are`), or the label alone for a block with no copy written.
 */
export function blockNameOf(node: ViewNode): string {
  const label = blockLabelOf(node.type);
  const words = firstCopyWordsOf(node).slice(0, NAME_WORDS);
  return words.length > 0 ? `${label}: ${words.join(' ')}` : label;
}
