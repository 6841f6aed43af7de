// Value readers of the blocks' props that are not options (options: shared/blocks/options.ts).
export { normalizeCssLength } from './cssLength';
export {
  FORM_FACTORS,
  layoutDirectionClasses,
  readLayoutDirections,
  type FormFactor,
  type LayoutDirections,
} from './layoutDirection';
export { spaceToken } from './spaceToken';
export { normalizeTextStyle, type TextStyle } from './textStyle';
export { normalizeCssColor } from './cssColor';
export { parseJsonConfig, type JsonObject } from '../../shared/jsonConfig';
export { normalizeBoolean } from './normalizeBoolean';
export { normalizeText } from './normalizeText';
export { toFiniteNumber, toInteger } from './toInteger';
export {
  normalizeBackgroundFit,
  normalizeBackgroundPosition,
  type BackgroundFit,
} from './backgroundOptions';
export { DEVICES, normalizeImageInfo, type ImageSource } from './normalizeImageInfo';
