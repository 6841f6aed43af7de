export { pickOption, pickOptionLoose } from './pickOption';
export { normalizeAlignment, type Alignment } from './normalizeAlignment';
export { DIRECTIONS, normalizeDirection, type Direction } from './normalizeDirection';
export { SIZES, normalizeSize, type Size } from './normalizeSize';
export { ACTIONS, normalizeAction, type Action } from './normalizeAction';
export {
  COLUMN_PORTIONS,
  normalizeColumnPortion,
  type ColumnPortion,
} from './normalizeColumnPortion';
export { BODY_TAG, defaultTextStyle } from '../../shared/blockOptions';
export {
  isHeadingTag,
  normalizeHeadingTag,
  normalizeTextTag,
  type HeadingTag,
  type TextTag,
} from './normalizeHeadingTag';
export { CSS_UNITS, isCssLength, normalizeCssLength, type CssUnit } from './cssLength';
export { isUuid } from './isUuid';
export { MAX_GENERATED_ID, generateId } from './generateId';
export type { ButtonSize, ButtonType, ButtonVariant } from './buttonOptions';
export type { FlexibleAlignment } from './normalizeFlexibleAlignment';
export { normalizeGridItemSpacing, type GridItemSpacing } from './normalizeGridItemSpacing';
export { MAX_GRID_COLUMNS, MIN_GRID_COLUMNS, normalizeGridColumns } from './normalizeGridColumns';
export { DEFAULT_COLUMN_WIDTH, GRID_SIZE, normalizeColumnWidth } from './normalizeColumnWidth';
export {
  FORM_FACTORS,
  layoutDirectionClasses,
  readLayoutDirections,
  type FormFactor,
  type LayoutDirection,
  type LayoutDirections,
} from './layoutDirection';
export { spaceToken, type SpaceSize } from './normalizeSpaceSize';
export { normalizeTextStyle, type BodySize, type HeadingSize, type TextStyle } from './textStyle';
export { normalizeCssColor } from './cssColor';
export { parseJsonConfig, type JsonObject } from './parseJsonConfig';
export { normalizeBoolean } from './normalizeBoolean';
export { normalizeText } from './normalizeText';
export { toFiniteNumber, toInteger } from './toInteger';
export {
  DEFAULT_SECTION_COLUMNS,
  DEFAULT_TWO_COLUMNS,
  parseSectionConfig,
  type SectionColumn,
} from './sectionConfig';
export {
  normalizeBackgroundFit,
  normalizeBackgroundPosition,
  type BackgroundFit,
} from './backgroundOptions';
export { DEVICES, normalizeImageInfo, type Device, type ImageSource } from './imageInfo';
