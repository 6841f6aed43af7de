import { isValidImageUrl } from './isValidImageUrl.js';
import type { SrcSetCandidate } from './srcSet.js';

/** Options of `parseSrcSet`. */
export type ParseSrcSetOptions = {
  /** Receives one message per skipped entry. Default: `console.warn`. */
  warn?: (message: string) => void;
};

type RawEntry = { url: string; descriptors: string[]; text: string };

const WIDTH = /^(\d+)w$/;
const DENSITY = /^(\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?x$/i;
// Text left by a template that printed a missing value, such as `undefined?width=640` or `?width=NaN`.
const MISSING_VALUE = /(?:^|[/=])(?:null|undefined|NaN)(?=$|[/?#&])/;
const MISSING_DESCRIPTOR = /^(?:null|undefined|NaN)[wx]?$/;

/** Splits srcset text into entries the way browsers do: a URL, then descriptors up to a comma. */
function splitEntries(text: string): RawEntry[] {
  const entries: RawEntry[] = [];
  let position = 0;
  for (;;) {
    while (position < text.length && /[\s,]/.test(text.charAt(position))) position += 1;
    if (position >= text.length) return entries;
    const start = position;
    while (position < text.length && !/\s/.test(text.charAt(position))) position += 1;
    let url = text.slice(start, position);
    let descriptorText = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const comma = text.indexOf(',', position);
      const end = comma === -1 ? text.length : comma;
      descriptorText = text.slice(position, end);
      position = end + 1;
    }
    const descriptors = descriptorText.split(/\s+/).filter((token) => token !== '');
    entries.push({ url, descriptors, text: text.slice(start, position).replace(/,$/, '').trim() });
  }
}

const descriptorOf = (candidate: SrcSetCandidate): string =>
  'width' in candidate ? `${String(candidate.width)}w` : `${String(candidate.density)}x`;

function candidateOf({ url, descriptors }: RawEntry): SrcSetCandidate | string {
  if (MISSING_VALUE.test(url) || descriptors.some((token) => MISSING_DESCRIPTOR.test(token))) {
    return 'it holds null, undefined or NaN';
  }
  if (!isValidImageUrl(url)) return 'the URL is not a valid image URL';
  if (descriptors.length === 0) return { url, density: 1 };
  const [descriptor = ''] = descriptors;
  if (descriptors.length > 1) return 'it has more than one descriptor';
  const width = WIDTH.exec(descriptor);
  if (width) {
    const value = Number(width[1]);
    return value > 0 ? { url, width: value } : 'the width is not positive';
  }
  const density = DENSITY.exec(descriptor) ? Number.parseFloat(descriptor) : Number.NaN;
  if (Number.isFinite(density) && density > 0) return { url, density };
  return `the descriptor "${descriptor}" is not a width (640w) or a density (2x)`;
}

/**
 * The candidates of a srcset attribute. Malformed entries (a bad descriptor, null/undefined/NaN
 * text, an unaccepted image URL, a repeated descriptor) are skipped, each with a warning.
 * An entry without a descriptor counts as `1x`. `null` or `undefined` text gives no candidates.
 */
export function parseSrcSet(
  text: string | null | undefined,
  options: ParseSrcSetOptions = {},
): SrcSetCandidate[] {
  const warn =
    options.warn ??
    ((message: string) => {
      console.warn(message);
    });
  const candidates: SrcSetCandidate[] = [];
  const seen = new Set<string>();
  for (const entry of splitEntries(text ?? '')) {
    const result = candidateOf(entry);
    if (typeof result !== 'string' && !seen.has(descriptorOf(result))) {
      seen.add(descriptorOf(result));
      candidates.push(result);
      continue;
    }
    const problem = typeof result === 'string' ? result : `${descriptorOf(result)} is repeated`;
    warn(`Skipped a malformed srcset entry "${entry.text}": ${problem}.`);
  }
  return candidates;
}
