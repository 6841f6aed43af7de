import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type {
  Document as XmlDocument,
  Element as XmlElement,
  Node as XmlNode,
} from '@xmldom/xmldom';
import { z } from 'zod';
import type { Inline, OriginalData } from './xliffInline';

/** XLIFF 2.0's namespace: the document a translator's tool reads and writes. */
const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** A segment's state, as XLIFF 2.0 names them; `initial` is untranslated or to be checked. */
const SEGMENT_STATES = ['initial', 'translated', 'reviewed', 'final'] as const;
type SegmentState = (typeof SEGMENT_STATES)[number];

export interface XliffNote {
  category: string;
  text: string;
}

/** One `<unit>`: one piece of copy, as one segment. */
export interface XliffUnit {
  id: string;
  notes: XliffNote[];
  data: OriginalData;
  state: SegmentState;
  source: Inline[];
  target?: Inline[];
}

/** One `<file>`: the units of one content file, which `original` names. */
interface XliffFile {
  id: string;
  original: string;
  units: XliffUnit[];
}

/** An XLIFF 2.0 document: languages as BCP 47 tags (`fr-FR`). */
export interface XliffDocument {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

// ---- writing ----------------------------------------------------------------------------------

/** Characters XML cannot hold, and `\r`, which parsers turn into `\n`: written as `<cp>`. */
const NOT_XML_TEXT = /[^\t\n\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

class XliffWriter {
  readonly doc: XmlDocument;

  constructor() {
    this.doc = new DOMImplementation().createDocument(XLIFF_NAMESPACE, 'xliff', null);
  }

  element(name: string, attributes: Record<string, string | undefined> = {}): XmlElement {
    const element = this.doc.createElementNS(XLIFF_NAMESPACE, name);
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== undefined) element.setAttribute(key, value);
    }
    return element;
  }

  /** Appends `children` to `parent`, each on its own line at `depth`. */
  appendIndented(parent: XmlElement, children: readonly XmlElement[], depth: number): void {
    for (const child of children) {
      parent.appendChild(this.doc.createTextNode(`\n${'  '.repeat(depth)}`));
      parent.appendChild(child);
    }
    if (children.length > 0) {
      parent.appendChild(this.doc.createTextNode(`\n${'  '.repeat(depth - 1)}`));
    }
  }

  /** Text, with each character XML cannot carry as it is written as a `<cp hex>`. */
  appendText(parent: XmlElement, text: string): void {
    let plain = '';
    for (const char of text) {
      if (!NOT_XML_TEXT.test(char)) {
        plain += char;
        continue;
      }
      if (plain) parent.appendChild(this.doc.createTextNode(plain));
      plain = '';
      const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      parent.appendChild(this.element('cp', { hex }));
    }
    if (plain) parent.appendChild(this.doc.createTextNode(plain));
  }

  content(name: 'source' | 'target', content: readonly Inline[]): XmlElement {
    const element = this.element(name);
    this.appendContent(element, content);
    return element;
  }

  appendContent(parent: XmlElement, content: readonly Inline[]): void {
    for (const inline of content) {
      switch (inline.kind) {
        case 'text':
          this.appendText(parent, inline.text);
          break;
        case 'ph':
          parent.appendChild(this.element('ph', { id: inline.id, dataRef: inline.dataRef }));
          break;
        case 'pc': {
          const { id, dataRefStart, dataRefEnd } = inline;
          const pc = this.element('pc', { id, dataRefStart, dataRefEnd });
          this.appendContent(pc, inline.content);
          parent.appendChild(pc);
          break;
        }
      }
    }
  }

  unit(unit: XliffUnit): XmlElement {
    const element = this.element('unit', { id: unit.id });
    const children: XmlElement[] = [];
    if (unit.notes.length > 0) {
      const notes = this.element('notes');
      this.appendIndented(
        notes,
        unit.notes.map((note) => {
          const element = this.element('note', { category: note.category });
          this.appendText(element, note.text);
          return element;
        }),
        4,
      );
      children.push(notes);
    }
    if (unit.data.size > 0) {
      const originalData = this.element('originalData');
      this.appendIndented(
        originalData,
        [...unit.data].map(([id, markup]) => {
          const data = this.element('data', { id });
          this.appendText(data, markup);
          return data;
        }),
        4,
      );
      children.push(originalData);
    }
    const segment = this.element('segment', {
      state: unit.target === undefined ? undefined : unit.state,
    });
    this.appendIndented(
      segment,
      [
        this.content('source', unit.source),
        ...(unit.target === undefined ? [] : [this.content('target', unit.target)]),
      ],
      4,
    );
    children.push(segment);
    this.appendIndented(element, children, 3);
    return element;
  }
}

/** The XLIFF 2.0 text of `document`, every value escaped by the serializer. */
export function writeXliff(document: XliffDocument): string {
  const writer = new XliffWriter();
  const root = writer.doc.documentElement;
  if (!root) throw new Error('unreachable: the document has its root');
  root.setAttribute('version', '2.0');
  root.setAttribute('srcLang', document.srcLang);
  root.setAttribute('trgLang', document.trgLang);
  const files = document.files.map((file) => {
    const element = writer.element('file', { id: file.id, original: file.original });
    // Whitespace in the copy is content: a tool keeps it as it is.
    element.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
    writer.appendIndented(
      element,
      file.units.map((unit) => writer.unit(unit)),
      2,
    );
    return element;
  });
  writer.appendIndented(root, files, 1);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(writer.doc)}\n`;
}

// ---- reading ----------------------------------------------------------------------------------

/** An XLIFF file that cannot be read: malformed, or not the XLIFF 2.0 this tool writes. */
export class XliffFormatError extends Error {}

/** XML names as XLIFF's ids are: NMTOKENs (letters, digits, `.`, `-`, `_`, `:`). */
const NMTOKEN = /^[\w.:-]+$/;
const LANGUAGE_TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

type ParsedInline =
  | { kind: 'text'; text: string }
  | { kind: 'ph'; id?: string; dataRef?: string }
  | {
      kind: 'pc';
      id?: string;
      dataRefStart?: string;
      dataRefEnd?: string;
      content: ParsedInline[];
    };

const inlineSchema: z.ZodType<Inline, ParsedInline> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.object({
      kind: z.literal('ph'),
      id: z.string({ error: 'an inline code has an id' }),
      dataRef: z.string({ error: 'a <ph>, <sc> or <ec> names its original data (dataRef)' }),
    }),
    z.object({
      kind: z.literal('pc'),
      id: z.string({ error: 'an inline code has an id' }),
      dataRefStart: z.string({ error: 'a <pc> names its original data (dataRefStart)' }),
      dataRefEnd: z.string({ error: 'a <pc> names its original data (dataRefEnd)' }),
      content: z.array(inlineSchema),
    }),
  ]),
);

const unitSchema = z.object({
  id: z.string({ error: 'a <unit> has an id' }).regex(NMTOKEN, 'a unit id is an NMTOKEN'),
  state: z.enum(SEGMENT_STATES, {
    error: `a segment's state is one of ${SEGMENT_STATES.join(', ')}`,
  }),
  source: z.array(inlineSchema),
  target: z.array(inlineSchema).optional(),
});

const xliffSchema = z.object({
  namespace: z.literal(XLIFF_NAMESPACE, {
    error: `the root is not <xliff xmlns="${XLIFF_NAMESPACE}">: only XLIFF 2.0 is read`,
  }),
  version: z.literal('2.0', { error: 'version is not 2.0: only XLIFF 2.0 is read' }),
  srcLang: z.string({ error: 'srcLang is missing' }).regex(LANGUAGE_TAG, 'srcLang is like en-US'),
  trgLang: z.string({ error: 'trgLang is missing' }).regex(LANGUAGE_TAG, 'trgLang is like fr-FR'),
  files: z.array(
    z.object({
      id: z.string({ error: 'a <file> has an id' }).regex(NMTOKEN, 'a file id is an NMTOKEN'),
      original: z.string({ error: 'a <file> names its content file (original)' }).min(1),
      units: z.array(unitSchema),
    }),
  ),
});

export type ReadXliff = z.output<typeof xliffSchema>;
export type ReadUnit = ReadXliff['files'][number]['units'][number];

const ELEMENT_NODE = 1;
const TEXT_NODES = new Set([3, 4]); // text and CDATA

function childElements(parent: XmlNode, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (
      node.nodeType === ELEMENT_NODE &&
      node.namespaceURI === XLIFF_NAMESPACE &&
      node.localName === name
    ) {
      out.push(node as XmlElement);
    }
  }
  return out;
}

const attribute = (element: XmlElement, name: string) => element.getAttribute(name) ?? undefined;

/** The inline content of a `<source>`, `<target>` or `<pc>`, read as XLIFF 2.0 defines it. */
function readContent(parent: XmlNode, where: string): ParsedInline[] {
  const out: ParsedInline[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (TEXT_NODES.has(node.nodeType)) {
      pushText(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as XmlElement;
    switch (element.namespaceURI === XLIFF_NAMESPACE ? element.localName : undefined) {
      case 'cp': {
        const hex = attribute(element, 'hex') ?? '';
        if (!/^[0-9A-Fa-f]{1,6}$/.test(hex))
          throw new XliffFormatError(`${where}: <cp hex="${hex}"> is not a code point`);
        pushText(String.fromCodePoint(Number.parseInt(hex, 16)));
        break;
      }
      case 'ph':
      case 'sc':
      case 'ec':
        out.push({
          kind: 'ph',
          id: attribute(element, 'id'),
          dataRef: attribute(element, 'dataRef'),
        });
        break;
      case 'pc':
        out.push({
          kind: 'pc',
          id: attribute(element, 'id'),
          dataRefStart: attribute(element, 'dataRefStart'),
          dataRefEnd: attribute(element, 'dataRefEnd'),
          content: readContent(element, where),
        });
        break;
      // An annotation marks its text and is no part of it; markers hold none.
      case 'mrk':
        for (const inline of readContent(element, where)) {
          if (inline.kind === 'text') pushText(inline.text);
          else out.push(inline);
        }
        break;
      case 'sm':
      case 'em':
        break;
      default:
        throw new XliffFormatError(
          `${where}: <${element.tagName}> is not an inline element of XLIFF 2.0`,
        );
    }
  }
  return out;
}

function concat(parts: ParsedInline[][]): ParsedInline[] {
  const out: ParsedInline[] = [];
  for (const inline of parts.flat()) {
    const last = out.at(-1);
    if (inline.kind === 'text' && last?.kind === 'text') last.text += inline.text;
    else out.push(inline.kind === 'text' ? { ...inline } : inline);
  }
  return out;
}

/**
 * A unit's source and target: its segments' (and ignorables') joined in order, as a tool that
 * split the unit into sentences leaves them; `initial` when any segment is.
 */
function readUnit(unit: XmlElement, where: string) {
  const parts: { source: ParsedInline[]; target?: ParsedInline[]; state?: string }[] = [];
  for (let node = unit.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== ELEMENT_NODE || node.namespaceURI !== XLIFF_NAMESPACE) continue;
    const element = node as XmlElement;
    if (element.localName !== 'segment' && element.localName !== 'ignorable') continue;
    const [source] = childElements(element, 'source');
    const [target] = childElements(element, 'target');
    const readSource = source ? readContent(source, where) : [];
    parts.push({
      source: readSource,
      // An ignorable's target, when it has none, is its source (whitespace between sentences).
      target: target
        ? readContent(target, where)
        : element.localName === 'ignorable'
          ? readSource
          : undefined,
      state:
        element.localName === 'segment' ? (attribute(element, 'state') ?? 'initial') : undefined,
    });
  }
  const segments = parts.filter((part) => part.state !== undefined);
  const translated = segments.some((part) => part.target !== undefined);
  const states = segments.map((part) => part.state ?? 'initial');
  const unknown = states.find((state) => !SEGMENT_STATES.includes(state as SegmentState));
  return {
    id: attribute(unit, 'id'),
    // zod names an unknown state; a unit is translated only when all its segments are.
    state: unknown ?? (states.length > 0 && !states.includes('initial') ? states[0] : 'initial'),
    source: concat(parts.map((part) => part.source)),
    target: translated ? concat(parts.map((part) => part.target ?? [])) : undefined,
  };
}

/** The units of a `<file>`, those inside `<group>`s included, in order. */
function unitsOf(parent: XmlNode): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== ELEMENT_NODE || node.namespaceURI !== XLIFF_NAMESPACE) continue;
    if (node.localName === 'unit') out.push(node as XmlElement);
    else if (node.localName === 'group') out.push(...unitsOf(node));
  }
  return out;
}

/** Refuses a DTD before any parsing: its entities could expand to anything (XXE, billion laughs). */
function refuseDtd(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new XliffFormatError(
      'holds a DOCTYPE or an entity declaration, which is never read (no DTDs)',
    );
  }
}

function parseXml(text: string): XmlDocument {
  refuseDtd(text);
  let first: string | undefined;
  try {
    const doc = new DOMParser({
      onError: (
        level,
        message,
        context: { locator?: { lineNumber?: number; columnNumber?: number } },
      ) => {
        if (level === 'warning') return;
        const at = context.locator;
        first ??=
          at?.lineNumber === undefined
            ? message
            : `line ${String(at.lineNumber)}, column ${String(at.columnNumber ?? 1)}: ${message}`;
        throw new XliffFormatError(first);
      },
    }).parseFromString(text, 'application/xml');
    if (doc.doctype) throw new XliffFormatError('holds a DOCTYPE, which is never read (no DTDs)');
    return doc;
  } catch (error) {
    if (error instanceof XliffFormatError && first === undefined) throw error;
    throw new XliffFormatError(`is not well-formed XML: ${first ?? (error as Error).message}`);
  }
}

function zodMessage(error: z.ZodError, raw: unknown): string {
  return error.issues
    .map((issue) => `${describePath(raw, issue.path)}: ${issue.message}`)
    .join('; ');
}

/** `file views/about.json, unit title` for a path into the read object. */
function describePath(raw: unknown, at: readonly PropertyKey[]): string {
  const files = (raw as { files?: { original?: string; units?: { id?: string }[] }[] }).files;
  const [first, fileIndex, , unitIndex] = at;
  if (first !== 'files' || typeof fileIndex !== 'number')
    return at.length > 0 ? String(at[0]) : '(root)';
  const file = files?.[fileIndex];
  const unit = typeof unitIndex === 'number' ? file?.units?.[unitIndex] : undefined;
  return [
    `file ${file?.original ?? String(fileIndex + 1)}`,
    unit ? `unit ${unit.id ?? String(Number(unitIndex) + 1)}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Reads an XLIFF 2.0 text: well-formed, without any DTD, and of the shape this tool writes. */
export function readXliff(text: string): ReadXliff {
  const doc = parseXml(text);
  const root = doc.documentElement;
  if (!root) throw new XliffFormatError('has no root element');
  const raw = {
    namespace: root.namespaceURI ?? undefined,
    version: attribute(root, 'version'),
    srcLang: attribute(root, 'srcLang'),
    trgLang: attribute(root, 'trgLang'),
    files: childElements(root, 'file').map((file) => {
      const original = attribute(file, 'original');
      return {
        id: attribute(file, 'id'),
        original,
        units: unitsOf(file).map((unit) =>
          readUnit(unit, `file ${original ?? '?'}, unit ${attribute(unit, 'id') ?? '?'}`),
        ),
      };
    }),
  };
  const parsed = xliffSchema.safeParse(raw);
  if (!parsed.success) throw new XliffFormatError(zodMessage(parsed.error, raw));
  return parsed.data;
}
