import { NAMED_ENTITIES } from './namedEntities.js';

const CHARACTER_REFERENCE =
  /&(?:#([0-9]{1,8})|#[xX]([0-9A-Fa-f]{1,8})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const REPLACEMENT_CHARACTER = 0xfffd;

// Numeric references 0x80-0x9F name Windows-1252 characters, as HTML parsers read them: the
// character at `codePoint - 0x80`, where a space means the code point stands for itself.
const WINDOWS_1252 = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';

/** The character of a numeric reference; an invalid code point gives U+FFFD, as in HTML. */
function codePointCharacter(codePoint: number): string {
  const invalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? REPLACEMENT_CHARACTER : codePoint);
}

/** The character of a numeric reference as an HTML parser reads it (Windows-1252 included). */
function htmlCharacter(codePoint: number): string {
  const windows1252 = WINDOWS_1252.charAt(codePoint - 0x80).trim();
  return windows1252 === '' ? codePointCharacter(codePoint) : windows1252;
}

/** A decoder of numeric references (read by `characterFor`) and of the named ones in `names`. */
function decoderFor(
  names: Readonly<Record<string, number>>,
  characterFor: (codePoint: number) => string,
): (text: string) => string {
  return (text) =>
    text.replace(
      CHARACTER_REFERENCE,
      (
        reference,
        decimal: string | undefined,
        hex: string | undefined,
        name: string | undefined,
      ) => {
        if (decimal !== undefined) return characterFor(Number.parseInt(decimal, 10));
        if (hex !== undefined) return characterFor(Number.parseInt(hex, 16));
        const codePoint =
          name !== undefined && Object.hasOwn(names, name) ? names[name] : undefined;
        return codePoint === undefined ? reference : String.fromCodePoint(codePoint);
      },
    );
}

/**
 * Decodes HTML character references in one pass: decimal (`&#60;`), hexadecimal (`&#x3c;`) and
 * the named references in `NAMED_ENTITIES` (`&lt;`, `&amp;`, `&nbsp;`, `&eacute;`, ...). Because
 * it is one pass, `&amp;lt;` gives `&lt;`, never `<`. References must end with `;`; unknown names
 * are kept as written. Invalid code points give U+FFFD, as in HTML. Needs no DOM.
 */
export const decodeEntities: (text: string) => string = /* @__PURE__ */ decoderFor(
  NAMED_ENTITIES,
  htmlCharacter,
);

/**
 * `decodeEntities` with only the names a delivery response uses: Connect's encoding of string
 * values writes `&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric references; `&apos;` and `&nbsp;`
 * are added as the everyday ones. Other names are kept as written, and a numeric reference is its
 * code point (HTML's Windows-1252 reading of `&#128;`-`&#159;` is not the API's). Small enough for
 * the document reader, which would otherwise carry the whole table of names into every app.
 */
export const decodeDeliveryEntities: (text: string) => string = /* @__PURE__ */ decoderFor(
  {
    quot: 0x22,
    amp: 0x26,
    apos: 0x27,
    lt: 0x3c,
    gt: 0x3e,
    nbsp: 0xa0,
  },
  codePointCharacter,
);
