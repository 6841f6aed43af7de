import { formatSrcSet, isValidImageUrl, parseSrcSet } from '@about-site/sdk/images';
import { parseJsonConfig, type JsonObject } from '../../shared/jsonConfig';
import { isLanguageTag } from '../../shared/pageLanguage';

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
type Device = (typeof DEVICES)[number];

/** An image setting after validation; urls are as configured, not yet under the base path. */
export interface ImageSource {
  /** An accepted image url: https, site-relative or a raster `data:` image. */
  url: string;
  /** Empty when none was given. */
  altText: string;
  /** The language tag of the alt text (`Language`, the document's); empty when unknown. */
  altLang: string;
  /** The given srcset with malformed entries removed; `''` when none. */
  srcSet: string;
  /** Per-device image urls (background configs), each accepted. */
  deviceUrls: Partial<Record<Device, string>>;
  /** Raw `bgPosition`, for `normalizeBackgroundPosition`. */
  bgPosition: unknown;
  /** Raw `bgSizeOrRepeat`, for `normalizeBackgroundFit`. */
  bgSizeOrRepeat: unknown;
}

function text(record: JsonObject, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function validUrl(value: unknown): string | undefined {
  return typeof value === 'string' && isValidImageUrl(value) ? value.trim() : undefined;
}

function readDeviceUrls(value: unknown): Partial<Record<Device, string>> {
  const record = parseJsonConfig(value);
  if (!record) return {};
  const urls: Partial<Record<Device, string>> = {};
  for (const device of DEVICES) {
    // An entry may be a plain url or srcset text; the first accepted candidate is used.
    const entry = record[device];
    const url =
      validUrl(entry) ?? (typeof entry === 'string' ? parseSrcSet(entry)[0]?.url : undefined);
    if (url) urls[device] = url;
  }
  return urls;
}

/**
 * Reads an image setting: a url string, or an image info object (or its JSON text) with the
 * platform's keys `Url`, `AltText`, `SrcSet` (srcset text, or `{mobile, tablet, desktop}` urls),
 * `bgPosition`, `bgSizeOrRepeat` (lower-case `url`/`altText` also accepted). Gives `null` when
 * there is no acceptable image url; `javascript:`, `http:` and SVG urls are never accepted.
 */
export function normalizeImageInfo(value: unknown): ImageSource | null {
  const direct = typeof value === 'string' ? validUrl(value) : undefined;
  if (direct) {
    return {
      url: direct,
      altText: '',
      altLang: '',
      srcSet: '',
      deviceUrls: {},
      bgPosition: undefined,
      bgSizeOrRepeat: undefined,
    };
  }
  const record = parseJsonConfig(value);
  if (!record) return null;
  const deviceUrls = readDeviceUrls(record.SrcSet ?? record.srcSet);
  const url = validUrl(text(record, 'Url', 'url')) ?? deviceUrls.desktop;
  if (!url) return null;
  const srcSetValue = text(record, 'SrcSet', 'srcSet');
  const srcSetText = srcSetValue && !parseJsonConfig(srcSetValue) ? srcSetValue : undefined;
  return {
    url,
    altText: text(record, 'AltText', 'altText') ?? '',
    altLang: isLanguageTag(record.Language) ? record.Language : '',
    srcSet: srcSetText ? formatSrcSet(parseSrcSet(srcSetText)) : '',
    deviceUrls,
    bgPosition: record.bgPosition,
    bgSizeOrRepeat: record.bgSizeOrRepeat,
  };
}
