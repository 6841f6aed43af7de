/**
 * The content of an XLIFF 2.0 `<source>` or `<target>`: text with inline codes. A rich-text
 * field's HTML becomes text a translator edits with its tags as codes they move but cannot break
 * (`<pc>` for an element that opens and closes, `<ph>` for any other tag or entity), each
 * pointing at its original markup in the unit's `<originalData>`.
 */

/** One piece of a segment's content. */
export type Inline =
  | { kind: 'text'; text: string }
  /** A standalone code: its markup is `data[dataRef]`. */
  | { kind: 'ph'; id: string; dataRef: string }
  /** A code around content: `data[dataRefStart]`, the content, `data[dataRefEnd]`. */
  | { kind: 'pc'; id: string; dataRefStart: string; dataRefEnd: string; content: Inline[] };

/** How a field's text is put into a unit: as it is, or as HTML with its tags as inline codes. */
export type Markup = 'text' | 'html';

/** A unit's original markup, by data id (`d1`). */
export type OriginalData = Map<string, string>;

const COMMENT = /^<!--[\s\S]*?-->/;
const TAG = /^<(\/?)([A-Za-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/;
const ENTITY = /^&(#\d+|#x[0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/;
const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'code'; markup: string }
  | { kind: 'open' | 'close'; markup: string; name: string };

/** The character an entity stands for, when it is one XML knows too; else undefined. */
function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
  return XML_ENTITIES[name];
}

function tagToken(markup: string, closing: boolean, name: string): Token {
  const lower = name.toLowerCase();
  if (VOID_ELEMENTS.has(lower) || markup.endsWith('/>')) return { kind: 'code', markup };
  return { kind: closing ? 'close' : 'open', markup, name: lower };
}

/** The next token at the start of `rest`, and its length. */
function nextToken(rest: string): [Token, number] {
  const comment = COMMENT.exec(rest);
  if (comment) return [{ kind: 'code', markup: comment[0] }, comment[0].length];
  const tag = TAG.exec(rest);
  if (tag?.[2]) return [tagToken(tag[0], tag[1] === '/', tag[2]), tag[0].length];
  const entity = ENTITY.exec(rest);
  if (entity?.[1]) {
    const char = decodeEntity(entity[1]);
    const token: Token =
      char === undefined ? { kind: 'code', markup: entity[0] } : { kind: 'text', text: char };
    return [token, entity[0].length];
  }
  const plain = /^[^<&]+/.exec(rest)?.[0] ?? rest.charAt(0);
  return [{ kind: 'text', text: plain }, plain.length];
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < html.length;) {
    const [token, length] = nextToken(html.slice(at));
    const last = tokens.at(-1);
    if (token.kind === 'text' && last?.kind === 'text') last.text += token.text;
    else tokens.push(token);
    at += length;
  }
  return tokens;
}

/**
 * For each opening tag, the index of the tag that closes it. A closing tag closes the nearest
 * open element of its name, as HTML does; the tags left unpaired in between, or at all, are codes.
 */
function pairTags(tokens: readonly Token[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: { index: number; name: string }[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'open') open.push({ index, name: token.name });
    else if (token.kind === 'close') {
      const depth = open.findLastIndex((element) => element.name === token.name);
      const opener = open[depth];
      if (opener) {
        pairs.set(opener.index, index);
        open.length = depth;
      }
    }
  });
  return pairs;
}

/**
 * Turns the HTML of a unit (its source, and the target translated from it) into inline content,
 * sharing one `originalData`: the same markup has the same data id, and a code of the target
 * that is one of the source's keeps the source's id, as XLIFF pairs them.
 */
export class InlineEncoder {
  readonly data: OriginalData = new Map();
  private readonly dataIds = new Map<string, string>();
  private nextCode = 1;

  private dataId(markup: string): string {
    let id = this.dataIds.get(markup);
    if (id === undefined) {
      id = `d${String(this.dataIds.size + 1)}`;
      this.dataIds.set(markup, id);
      this.data.set(id, markup);
    }
    return id;
  }

  /** The content of `html`; codes matching one of `source`'s (not yet taken) take its id. */
  encode(html: string, source: readonly Inline[] = []): Inline[] {
    const tokens = tokenize(html);
    const pairs = pairTags(tokens);
    const reusable = codesOf(source);
    const codeId = (match: (code: Inline) => boolean) => {
      const index = reusable.findIndex(match);
      const reused = index >= 0 ? reusable.splice(index, 1)[0] : undefined;
      if (reused && reused.kind !== 'text') return reused.id;
      const id = String(this.nextCode);
      this.nextCode += 1;
      return id;
    };
    const build = (from: number, to: number): Inline[] => {
      const out: Inline[] = [];
      for (let index = from; index < to; index += 1) {
        const token = tokens[index];
        if (!token) continue;
        const closer = pairs.get(index);
        if (token.kind === 'text') out.push({ kind: 'text', text: token.text });
        else if (token.kind === 'open' && closer !== undefined) {
          const closing = tokens[closer];
          const dataRefStart = this.dataId(token.markup);
          const dataRefEnd = this.dataId(closing && closing.kind !== 'text' ? closing.markup : '');
          const id = codeId(
            (code) =>
              code.kind === 'pc' &&
              code.dataRefStart === dataRefStart &&
              code.dataRefEnd === dataRefEnd,
          );
          out.push({ kind: 'pc', id, dataRefStart, dataRefEnd, content: build(index + 1, closer) });
          index = closer;
        } else {
          const dataRef = this.dataId(token.markup);
          const id = codeId((code) => code.kind === 'ph' && code.dataRef === dataRef);
          out.push({ kind: 'ph', id, dataRef });
        }
      }
      return out;
    };
    return build(0, tokens.length);
  }
}

/** Every code of `content`, depth first, in order. */
function codesOf(content: readonly Inline[]): Inline[] {
  return content.flatMap((inline) =>
    inline.kind === 'pc'
      ? [inline, ...codesOf(inline.content)]
      : inline.kind === 'ph'
        ? [inline]
        : [],
  );
}

/** Content holding `text` as it is. */
export function plainContent(text: string): Inline[] {
  return text === '' ? [] : [{ kind: 'text', text }];
}

const escapeHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Thrown when a code names no markup of its unit. */
export class UnknownDataError extends Error {}

/**
 * The field's text from a unit's content: as it is for `text`; for `html`, its text escaped and
 * each code replaced by its original markup (which must be in `data`).
 */
export function contentText(
  content: readonly Inline[],
  markup: Markup,
  data: OriginalData,
): string {
  const markupOf = (ref: string) => {
    const original = data.get(ref);
    if (original === undefined)
      throw new UnknownDataError(`names data "${ref}", which the unit has not`);
    return original;
  };
  return content
    .map((inline) => {
      switch (inline.kind) {
        case 'text':
          return markup === 'html' ? escapeHtmlText(inline.text) : inline.text;
        case 'ph':
          return markupOf(inline.dataRef);
        case 'pc':
          return (
            markupOf(inline.dataRefStart) +
            contentText(inline.content, markup, data) +
            markupOf(inline.dataRefEnd)
          );
      }
    })
    .join('');
}
