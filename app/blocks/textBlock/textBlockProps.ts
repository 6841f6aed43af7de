import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeCssColor } from '../../normalizers/cssColor';
import { parseJsonConfig } from '../../../shared/jsonConfig';
import { linkAttributes } from '@about-site/sdk/links';
import { stripTags } from '@about-site/sdk/text';
import { resolveTextLooks, type TextLook } from './textDisplay';
import { type Alignment, type SpaceSize, readOption } from '../../../shared/blocks/options';
import { TEXT_BLOCK_OPTIONS } from '../../../shared/blocks/textBlock';

/** `textDecoration`: each flag adds its style. */
export interface TextDecoration {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}

/**
 * The text as authored: rich text still to sanitise (its image sources resolve against the site
 * config, which only the component knows), or plain text for a text node (never parsed as HTML).
 */
type TextSource = { kind: 'rich'; source: string } | { kind: 'text'; text: string };

/** The text block's settings after normalising. */
export interface TextBlockProps {
  /**
   * From `text`: plain text with every tag stripped, or with `richText` true, the rich text the
   * component sanitises against the rich-text allow list (see `richTextContent`).
   */
  content: TextSource;
  /** Extra class names (letters, digits, `-`, `_` only). */
  textClass: string;
  backgroundColor: string | undefined;
  textColor: string | undefined;
  /** `left`, `center` or `right`; default `left`. */
  textAlign: Alignment;
  /** One look per distinct form-factor look (`headingTag`, `fontSize`, `textDisplayInfo`). */
  looks: TextLook[];
  /** Default `none`. */
  paddingVertical: SpaceSize;
  /** Default `none`. */
  paddingHorizontal: SpaceSize;
  /** The link target when `isLinkable` is true and `url` is a valid link (https, /path, #hash) or
   * a shortcut link (mailto:, tel:), else `null`. */
  link: string | null;
  /** Extra words for screen readers, appended to the link text. */
  linkAssistiveText: string;
  decoration: TextDecoration;
}

const CLASS_NAME = /^[A-Za-z_][\w-]{0,63}$/;

function readClasses(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .split(/\s+/)
    .filter((name) => CLASS_NAME.test(name))
    .slice(0, 10)
    .join(' ');
}

function readDecoration(value: unknown): TextDecoration {
  const record = parseJsonConfig(value);
  return {
    bold: normalizeBoolean(record?.bold),
    italic: normalizeBoolean(record?.italic),
    underline: normalizeBoolean(record?.underline),
    strike: normalizeBoolean(record?.strike),
  };
}

function readContent(value: unknown, richText: boolean): TextSource {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  // Without a DOM or DOMPurify: the same text on the server and in the browser (so the page
  // hydrates as rendered), and no sanitiser in the page's first script. Rendered as a text node.
  return richText ? { kind: 'rich', source: text } : { kind: 'text', text: stripTags(text) };
}

export function parseTextBlockProps(raw: Readonly<Record<string, unknown>>): TextBlockProps {
  const url = typeof raw.url === 'string' ? raw.url.trim() : '';
  const linkable = normalizeBoolean(raw.isLinkable) && linkAttributes(url) !== null;
  return {
    content: readContent(raw.text, normalizeBoolean(raw.richText)),
    textClass: readClasses(raw.textClass),
    backgroundColor: normalizeCssColor(raw.backgroundColor),
    textColor: normalizeCssColor(raw.textColor),
    textAlign: readOption(raw, TEXT_BLOCK_OPTIONS, 'textAlign'),
    looks: resolveTextLooks(raw.headingTag, raw.fontSize, raw.textDisplayInfo),
    paddingVertical: readOption(raw, TEXT_BLOCK_OPTIONS, 'paddingVertical'),
    paddingHorizontal: readOption(raw, TEXT_BLOCK_OPTIONS, 'paddingHorizontal'),
    link: linkable ? url : null,
    linkAssistiveText:
      typeof raw.linkAssistiveText === 'string' ? raw.linkAssistiveText.trim() : '',
    decoration: readDecoration(raw.textDecoration),
  };
}
