import {
  normalizeBackgroundFit,
  normalizeBackgroundPosition,
  type BackgroundFit,
} from '../../normalizers/backgroundOptions';
import { normalizeCssColor } from '../../normalizers/cssColor';
import { normalizeCssLength } from '../../normalizers/cssLength';
import { normalizeImageInfo, type ImageSource } from '../../normalizers/normalizeImageInfo';
import { readLayoutDirections, type LayoutDirections } from '../../normalizers/layoutDirection';
import {
  DEFAULT_SECTION_COLUMNS,
  parseSectionConfig,
  type SectionColumn,
} from '../../render/sectionConfig';
import { type SpaceSize, BACKGROUND_OVERLAYS, readOption } from '../../../shared/blocks/options';
import { SECTION_OPTIONS } from '../../../shared/blocks/section';
import { isBlockType } from '../registry';

export type BackgroundOverlay = (typeof BACKGROUND_OVERLAYS)[number];

/** A section's background image after validation. */
export interface SectionBackground {
  image: ImageSource;
  /** CSS background position; default `center`. */
  position: string;
  fit: BackgroundFit;
}

/** The section block's settings after normalising. */
export interface SectionProps {
  /** From `sectionConfig` (JSON text or object); default one column `col1` of 12. */
  columns: readonly SectionColumn[];
  /** From `layoutDirectionDesktop|Tablet|Mobile`; default row, column, column. */
  directions: LayoutDirections;
  /** From `backgroundImageConfig` (JSON text or image info object); `null` when none is valid. */
  background: SectionBackground | null;
  /** A scrim over the background image so text stays readable; default `none`. */
  backgroundOverlay: BackgroundOverlay;
  /** Any CSS colour; invalid values are ignored. */
  backgroundColor: string | undefined;
  /** Space above and below the content; default `xx-large`. */
  paddingVertical: SpaceSize;
  /** Side gutters; `null` (default) grows them with the screen (large, x-large, xx-large). */
  paddingHorizontal: SpaceSize | null;
  /** Space between blocks inside a column; default `medium`. */
  componentSpacerSize: SpaceSize;
  /** Max width of the content (a CSS length with a unit); default `1440px`. */
  maxContentWidth: string;
}

const SECTION_MAX_CONTENT_WIDTH = '1440px';

function readBackground(value: unknown): SectionBackground | null {
  const image = normalizeImageInfo(value);
  if (!image) return null;
  return {
    image,
    position: normalizeBackgroundPosition(image.bgPosition),
    fit: normalizeBackgroundFit(image.bgSizeOrRepeat),
  };
}

export function parseSectionProps(raw: Readonly<Record<string, unknown>>): SectionProps {
  return {
    columns: parseSectionConfig(raw.sectionConfig, DEFAULT_SECTION_COLUMNS, undefined, isBlockType),
    directions: readLayoutDirections(raw),
    background: readBackground(raw.backgroundImageConfig),
    backgroundOverlay: readOption(raw, SECTION_OPTIONS, 'backgroundOverlay'),
    backgroundColor: normalizeCssColor(raw.backgroundColor),
    paddingVertical: readOption(raw, SECTION_OPTIONS, 'paddingVertical'),
    paddingHorizontal:
      raw.paddingHorizontal === undefined
        ? null
        : readOption(raw, SECTION_OPTIONS, 'paddingHorizontal'),
    componentSpacerSize: readOption(raw, SECTION_OPTIONS, 'componentSpacerSize'),
    maxContentWidth: normalizeCssLength(raw.maxContentWidth, SECTION_MAX_CONTENT_WIDTH),
  };
}
