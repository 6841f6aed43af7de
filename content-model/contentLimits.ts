import { isUtf8 } from 'node:buffer';
import { lineColumn, type ProblemList } from './problems';
import { readBounded, unreadMessage, type ContentRoots } from './safeRead';

/**
 * The largest content file, in bytes. The whole content is held in memory and documents are
 * serialised whole on every request, so one huge file would slow every page.
 */
const MAX_CONTENT_FILE_BYTES = 1024 * 1024;

/** The longest text value anywhere in a content file, in characters (UTF-16 code units). */
const MAX_TEXT_LENGTH = 100_000;

const BYTE_ORDER_MARKS: readonly { bytes: readonly number[]; name: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], name: 'a UTF-8 byte order mark (BOM)' },
  { bytes: [0xff, 0xfe], name: 'a UTF-16 byte order mark: the file is UTF-16' },
  { bytes: [0xfe, 0xff], name: 'a UTF-16 byte order mark: the file is UTF-16' },
];

const formatCount = (count: number) => count.toLocaleString('en-US');

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
    : `${formatCount(bytes)} bytes`;
}

/** The byte offset of the first byte that is not part of valid UTF-8, if any. */
function firstInvalidByte(bytes: Buffer): number | undefined {
  if (isUtf8(bytes)) return undefined;
  let offset = 0;
  // Decoding replaces each invalid sequence with U+FFFD; up to the first one, offsets are exact.
  for (const char of bytes.toString('utf8')) {
    const literal =
      bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd;
    if (char === '\uFFFD' && !literal) return offset;
    offset += Buffer.byteLength(char);
  }
  return undefined;
}

/** `line 3, column 12` of a byte offset (columns in UTF-16 code units, as editors count). */
function place(bytes: Buffer, offset: number): string {
  // Everything before the first invalid byte is valid UTF-8, so it decodes exactly.
  const before = bytes.subarray(0, offset).toString('utf8');
  const { line, column } = lineColumn(before, before.length);
  return `line ${String(line)}, column ${String(column)}`;
}

/** What is wrong with the bytes of a content file as UTF-8 text, or undefined. */
function encodingProblem(bytes: Buffer): string | undefined {
  const mark = BYTE_ORDER_MARKS.find((bom) =>
    bom.bytes.every((byte, index) => bytes[index] === byte),
  );
  if (mark) return `starts with ${mark.name}; save it as UTF-8 without a BOM`;
  const invalid = firstInvalidByte(bytes);
  if (invalid === undefined) return undefined;
  const byte = (bytes[invalid] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return (
    `is not valid UTF-8: byte 0x${byte} at ${place(bytes, invalid)} (byte ${formatCount(invalid)}) ` +
    'does not belong to a UTF-8 character; save it as UTF-8 (it may have been saved as Latin-1 or Windows-1252)'
  );
}

/**
 * Reads a content file as UTF-8 text. A missing or unreadable file, one that is not a regular
 * file (a FIFO, a device), a link out of `roots`, one larger than `MAX_CONTENT_FILE_BYTES`, one
 * starting with a byte order mark and one that is not valid UTF-8 are recorded in `problems`
 * (which say which), and give undefined. Never more than the limit and a byte is read.
 */
export async function readContentText(
  file: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<string | undefined> {
  const read = await readBounded(file, roots, MAX_CONTENT_FILE_BYTES);
  if (!read.ok) {
    const { reason } = read;
    if (reason.kind === 'too-large') problems.add(file, '(file)', tooLarge(reason.bytes));
    else problems.add(file, reason.kind === 'missing' ? '(root)' : '(file)', unreadMessage(reason));
    return undefined;
  }
  const problem = encodingProblem(read.bytes);
  if (problem) {
    problems.add(file, '(file)', problem);
    return undefined;
  }
  return read.bytes.toString('utf8');
}

function tooLarge(size: number): string {
  return (
    `the file is ${formatSize(size)}; a content file may be at most ` +
    `${formatSize(MAX_CONTENT_FILE_BYTES)} (${formatCount(MAX_CONTENT_FILE_BYTES)} bytes)`
  );
}

/** Records a problem, at its JSON path, for every text value longer than `MAX_TEXT_LENGTH`. */
export function checkTextLengths(file: string, json: unknown, problems: ProblemList): void {
  const visit = (value: unknown, at: (string | number)[]): void => {
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT_LENGTH) {
        problems.add(
          file,
          at,
          `is ${formatCount(value.length)} characters long; a text field may be at most ${formatCount(MAX_TEXT_LENGTH)}`,
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...at, index]);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, [...at, key]);
    }
  };
  visit(json, []);
}

/**
 * The largest image original, in bytes: a camera's full-size JPEG is 5 to 15 MiB, and every byte
 * of an original is held in memory while its renditions are made.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels an image original may have (40 megapixels: a 7,300 × 5,480 photo). Decoding
 * takes 3 to 4 bytes a pixel, so this bounds the memory one image can take at about 160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const MIB = 1024 * 1024;

/** `23.4`, `20`: rounded up to a tenth, so a value just over a limit never reads as the limit. */
const tenthsUp = (value: number) =>
  (Math.ceil(value * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** `is 23.4 MiB; at most 20 MiB`: what is wrong with an image of `bytes` bytes, over the limit. */
export function tooManyImageBytes(bytes: number): string {
  return `is ${tenthsUp(bytes / MIB)} MiB; at most ${tenthsUp(MAX_IMAGE_BYTES / MIB)} MiB`;
}

/** What is wrong with an image of `bytes` bytes (see `tooManyImageBytes`), or undefined. */
export function imageBytesProblem(bytes: number): string | undefined {
  return bytes > MAX_IMAGE_BYTES ? tooManyImageBytes(bytes) : undefined;
}

/**
 * What is wrong with an image of `width` × `height` pixels
 * (`is 9000 × 6000 px, 54 megapixels; at most 40`), or undefined.
 */
export function imagePixelsProblem(width: number, height: number): string | undefined {
  if (width * height <= MAX_IMAGE_PIXELS) return undefined;
  return (
    `is ${String(width)} × ${String(height)} px, ${tenthsUp((width * height) / 1e6)} megapixels; ` +
    `at most ${tenthsUp(MAX_IMAGE_PIXELS / 1e6)}`
  );
}
