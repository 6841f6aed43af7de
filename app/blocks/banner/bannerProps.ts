import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeImageInfo, type ImageSource } from '../../normalizers/normalizeImageInfo';
import { normalizeText } from '../../normalizers/normalizeText';
import { toFiniteNumber } from '../../normalizers/toInteger';
import { readTarget, type Target } from '../../../shared/blocks/target';
import { type ButtonSize, type HeadingTag, readOption } from '../../../shared/blocks/options';
import { BANNER_OPTIONS } from '../../../shared/blocks/banner';

/** One of the banner's two buttons. */
export interface BannerButton {
  label: string;
  target: Target;
  /** `showPrimaryButton` / `showSecondaryButton`; default true. */
  show: boolean;
}

/** The banner block's settings after normalising. */
export interface BannerProps {
  title: string;
  /** The title's tag; default `h1` (the banner opens the page). */
  headingTag: HeadingTag;
  primary: BannerButton;
  secondary: BannerButton;
  /** Cover image, e.g. bound from `{!User.Picture}`; `null` shows the brand colour. */
  picture: ImageSource | null;
  /** Reserved height in px; default 206. */
  heightPx: number;
  /** Width in percent of the page; default 100. */
  widthPercent: number;
  /** Width of the title and buttons in percent, from tablet up; default 42. */
  contentWidthPercent: number;
  /** Button group width in percent of the content; default 50. */
  buttonGroupWidthPercent: number;
  /** Button group minimum height in px; default 50. */
  buttonGroupHeightPx: number;
  /** Size of both buttons; default `large`. */
  buttonSize: ButtonSize;
}

function bounded(value: unknown, fallback: number, min: number, max: number): number {
  const n = toFiniteNumber(typeof value === 'string' ? value.replace(/(px|%)\s*$/i, '') : value);
  return n !== undefined && n >= min && n <= max ? n : fallback;
}

function readButton(
  raw: Readonly<Record<string, unknown>>,
  which: 'primary' | 'secondary',
): BannerButton {
  const Which = which === 'primary' ? 'Primary' : 'Secondary';
  return {
    label: normalizeText(raw[`${which}ButtonLabel`]),
    target: readTarget(raw[`${which}ButtonTarget`]),
    show: normalizeBoolean(raw[`show${Which}Button`], true),
  };
}

export function parseBannerProps(raw: Readonly<Record<string, unknown>>): BannerProps {
  return {
    title: normalizeText(raw.title),
    headingTag: readOption(raw, BANNER_OPTIONS, 'headingTag'),
    primary: readButton(raw, 'primary'),
    secondary: readButton(raw, 'secondary'),
    picture: normalizeImageInfo(raw.picture),
    heightPx: bounded(raw.height, 206, 80, 1200),
    widthPercent: bounded(raw.width, 100, 10, 100),
    contentWidthPercent: bounded(raw.contentWidth, 42, 10, 100),
    buttonGroupWidthPercent: bounded(raw.buttonGroupWidth, 50, 10, 100),
    buttonGroupHeightPx: bounded(raw.buttonGroupHeight, 50, 0, 400),
    buttonSize: readOption(raw, BANNER_OPTIONS, 'buttonSize'),
  };
}
