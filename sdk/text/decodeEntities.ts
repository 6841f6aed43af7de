import { NAMED_ENTITIES } from './namedEntities.js';

const CHARACTER_REFERENCE =
  /&(?:#([0-9]{1,8})|#[xX]([0-9A-Fa-f]{1,8})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const REPLACEMENT_CHARACTER = 0xfffd;

// Numeric references 0x80-0x9F name Windows-1252 characters, as HTML parsers read them.
const WINDOWS_1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

function characterFor(codePoint: number): string {
  const invalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(
    invalid ? REPLACEMENT_CHARACTER : (WINDOWS_1252[codePoint] ?? codePoint),
  );
}

/**
 * Decodes HTML character references in one pass: decimal (`&#60;`), hexadecimal (`&#x3c;`) and
 * the named references in `NAMED_ENTITIES` (`&lt;`, `&amp;`, `&nbsp;`, `&eacute;`, ...). Because
 * it is one pass, `&amp;lt;` gives `&lt;`, never `<`. References must end with `;`; unknown names
 * are kept as written. Invalid code points give U+FFFD, as in HTML. Needs no DOM.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    CHARACTER_REFERENCE,
    (reference, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return characterFor(Number.parseInt(decimal, 10));
      if (hex !== undefined) return characterFor(Number.parseInt(hex, 16));
      const codePoint =
        name !== undefined && Object.hasOwn(NAMED_ENTITIES, name)
          ? NAMED_ENTITIES[name]
          : undefined;
      return codePoint === undefined ? reference : String.fromCodePoint(codePoint);
    },
  );
}
