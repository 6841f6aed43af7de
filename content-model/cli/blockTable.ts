/**
 * The block table of docs/blocks.md, generated from the block contracts: a row per block (in
 * alphabetical order of type) with its label, what it shows, and each prop with what it takes.
 * It stands between two markers in the doc; the notes below it are written by hand.
 */
import {
  COPY,
  FLAG,
  LIST,
  NUMBER,
  OBJECT,
  TEXT,
  type BlockContract,
} from '../../shared/blocks/contract';
import { fallbackOf, isOptionRule, type OptionRule } from '../../shared/blocks/options';

const BLOCK_TABLE_START =
  '<!-- block table: generated from shared/blocks by npm run content:schemas; do not edit -->';
const BLOCK_TABLE_END = '<!-- end of block table -->';

type PropSpec = BlockContract['props'][string];

/** What each value schema of shared/blocks/contract.ts takes, by identity. */
const VALUE_KINDS: ReadonlyMap<PropSpec, string> = new Map<PropSpec, string>([
  [TEXT, 'text'],
  [COPY, 'translated text'],
  [FLAG, 'true/false'],
  [NUMBER, 'number'],
  [OBJECT, 'object or its JSON text'],
  [LIST, 'list or comma-joined text'],
]);

const HEADER = ['| block | label | what it shows | props |', '| --- | --- | --- | --- |'];

/** `a`, `a or b`, `a, b or c`. */
function alternatives(words: readonly string[]): string {
  const last = words.at(-1) ?? '';
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${last}` : last;
}

const code = (text: string): string => `\`${text}\``;

/** A cell's text, with the pipes that would end the cell escaped. */
const cell = (text: string): string => text.replaceAll('|', '\\|');

function defaultAndFallback(rule: OptionRule): string {
  const fallback = code(fallbackOf(rule));
  return typeof rule.fallback === 'function'
    ? `default and fallback set by the other props, ${fallback} when they are absent`
    : `default and fallback ${fallback}`;
}

function optionText(rule: OptionRule): string {
  const asWritten = rule.match === 'exact' ? ', as written' : '';
  return `${alternatives(rule.options.map(code))}${asWritten} (${defaultAndFallback(rule)})`;
}

function propText(name: string, spec: PropSpec): string {
  const takes = isOptionRule(spec) ? optionText(spec) : (VALUE_KINDS.get(spec) ?? 'value');
  return `${code(name)}: ${takes}`;
}

function requiredText({ anyOf, without }: NonNullable<BlockContract['required']>): string {
  const them = anyOf.length === 1 ? 'it' : anyOf.length === 2 ? 'both' : 'all of them';
  return `required: ${alternatives(anyOf.map(code))} (without ${them}, ${without})`;
}

function whatItShows(contract: BlockContract): string {
  const lines = [contract.description];
  if (contract.required) lines.push(requiredText(contract.required));
  if (contract.interactive) lines.push('interactive: the browser hydrates it');
  return lines.join('<br>');
}

function propsText(contract: BlockContract): string {
  const props = Object.entries(contract.props).map(([name, spec]) => propText(name, spec));
  return props.length > 0 ? props.join('<br>') : 'none';
}

function blockRow(contract: BlockContract): string {
  const cells = [code(contract.type), contract.label, whatItShows(contract), propsText(contract)];
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** The block table of `contracts` as Markdown (before prettier aligns its columns). */
export function blockTable(contracts: readonly BlockContract[]): string {
  const sorted = [...contracts].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  return [...HEADER, ...sorted.map(blockRow)].join('\n');
}

/** `markdown` with the text between its block table's markers replaced by `table`. */
export function withBlockTable(markdown: string, table: string): string {
  const start = markdown.indexOf(BLOCK_TABLE_START);
  const end = markdown.indexOf(BLOCK_TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`No block table between "${BLOCK_TABLE_START}" and "${BLOCK_TABLE_END}"`);
  }
  const before = markdown.slice(0, start + BLOCK_TABLE_START.length);
  return `${before}\n\n${table}\n\n${markdown.slice(end)}`;
}
