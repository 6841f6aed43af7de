import { BODY_TAG, HEADING_TAGS, TEXT_TAGS } from '../../shared/blockOptions';
import { pickOptionLoose } from './pickOption';

export type HeadingTag = (typeof HEADING_TAGS)[number];

export type TextTag = (typeof TEXT_TAGS)[number];

/** `h1`..`h6`; anything else is `h3`. */
export function normalizeHeadingTag(value: unknown, fallback: HeadingTag = 'h3'): HeadingTag {
  return pickOptionLoose(value, HEADING_TAGS, fallback);
}

/** A text element's tag: a heading tag or the body tag `p`; anything else is `h3`. */
export function normalizeTextTag(value: unknown, fallback: TextTag = 'h3'): TextTag {
  return pickOptionLoose(value, TEXT_TAGS, fallback);
}

export function isHeadingTag(tag: TextTag): tag is HeadingTag {
  return tag !== BODY_TAG;
}
