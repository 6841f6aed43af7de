import { normalizeCssLength } from '../../normalizers/cssLength';
import { normalizeText } from '../../normalizers/normalizeText';
import { readTitleStyle, type CardTitleStyle } from './titleStyle';
import { type HeadingTag, readOption } from '../../../shared/blocks/options';
import { CONTENT_CARD_OPTIONS } from '../../../shared/blocks/contentCard';

/** The content card's settings after normalising (names as in the builder's settings table). */
export interface ContentCardProps {
  /** Content key or managed content id of the item to show; `''` shows only configured text. */
  contentId: string;
  /** Configured title; falls back to the item's title. */
  title: string;
  /** Configured excerpt (setting `exerpt`, spelt so); falls back to the item's excerpt. */
  excerpt: string;
  /** The button appears only with a label (and a destination). */
  buttonLabel: string;
  /** Explicit button destination; used when it is a valid link. */
  buttonLink: string;
  /** A web page's api name; the button goes to `/{name}` under the base path. */
  redirectPageApiName: string;
  titleStyle: CardTitleStyle;
  /** CSS length; default `320px`, applied from 600px wide. */
  minHeight: string;
  /** CSS length; default `400px`. */
  maxWidth: string;
  /** The title's tag; default `h3`. */
  headingTag: HeadingTag;
}

const CARD_DEFAULT_MIN_HEIGHT = '320px';
const CARD_DEFAULT_MAX_WIDTH = '400px';

const PAGE_NAME = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** The page api name without leading slashes, when it is made of plain path segments. */
function readPageName(value: unknown): string {
  const name = normalizeText(value).replace(/^\/+/, '');
  return PAGE_NAME.test(name) ? name : '';
}

export function parseContentCardProps(raw: Readonly<Record<string, unknown>>): ContentCardProps {
  return {
    contentId: normalizeText(raw.contentId),
    title: normalizeText(raw.title),
    excerpt: normalizeText(raw.exerpt ?? raw.excerpt),
    buttonLabel: normalizeText(raw.buttonLabel),
    buttonLink: normalizeText(raw.buttonLink),
    redirectPageApiName: readPageName(raw.redirectPageApiName),
    titleStyle: readTitleStyle(raw.titleStyle),
    minHeight: normalizeCssLength(raw.minHeight, CARD_DEFAULT_MIN_HEIGHT),
    maxWidth: normalizeCssLength(raw.maxWidth, CARD_DEFAULT_MAX_WIDTH),
    headingTag: readOption(raw, CONTENT_CARD_OPTIONS, 'headingTag'),
  };
}
