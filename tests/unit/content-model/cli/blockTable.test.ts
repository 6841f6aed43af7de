import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { blockTable, withBlockTable } from '../../../../content-model/cli/blockTable';
import { writeGeneratedFiles } from '../../../../content-model/cli/generatedFiles';
import { defineBlock, FLAG, LIST, OBJECT, TEXT } from '../../../../shared/blocks/contract';
import { exact, loose } from '../../../../shared/blocks/options';

const committed = await readFile('docs/blocks.md', 'utf8');

// The markers docs/blocks.md carries around its generated table.
const BLOCK_TABLE_START =
  '<!-- block table: generated from shared/blocks by npm run content:schemas; do not edit -->';
const BLOCK_TABLE_END = '<!-- end of block table -->';

/** docs/blocks.md as npm run content:schemas writes it, in a copy of the project's format config. */
async function generatedBlockDoc(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'about-blocks-doc-'));
  try {
    await mkdir(path.join(root, 'docs'));
    await writeFile(path.join(root, '.prettierrc.json'), await readFile('.prettierrc.json'));
    await writeFile(path.join(root, 'docs/blocks.md'), committed);
    await writeGeneratedFiles(root);
    return await readFile(path.join(root, 'docs/blocks.md'), 'utf8');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe("docs/blocks.md's block table, against the contracts", () => {
  it('is the one the contracts give (run npm run content:schemas or npm run dev)', async () => {
    const generated = await generatedBlockDoc();
    expect(
      committed,
      'docs/blocks.md differs from what the block contracts give: run npm run content:schemas (or npm run dev) and commit it',
    ).toBe(generated);
  });
});

describe('the block table generator', () => {
  const note = defineBlock({
    type: 'note',
    label: 'Note',
    description: 'A note | with a pipe.',
    props: {
      text: TEXT,
      shown: FLAG,
      tags: LIST,
      data: OBJECT,
      size: exact(['small', 'large'], 'small'),
      tone: loose(['calm', 'loud'], (props) => (props.shown === true ? 'loud' : 'calm')),
      level: z.number(),
    },
    required: { anyOf: ['text', 'data'], without: 'the note is empty' },
    interactive: true,
  });

  it('writes a row per block: its type, label, what it shows and what each prop takes', () => {
    expect(blockTable([note]).split('\n')).toEqual([
      '| block | label | what it shows | props |',
      '| --- | --- | --- | --- |',
      '| `note` | Note | A note \\| with a pipe.<br>required: `text` or `data` (without both, the note is empty)<br>interactive: the browser hydrates it | `text`: text<br>`shown`: true/false<br>`tags`: list or comma-joined text<br>`data`: object or its JSON text<br>`size`: `small` or `large`, as written (default and fallback `small`)<br>`tone`: `calm` or `loud` (default and fallback set by the other props, `calm` when they are absent)<br>`level`: value |',
    ]);
  });

  it('orders the rows by type, and says "none" for a block without props', () => {
    const empty = defineBlock({ type: 'aside', label: 'Aside', description: 'Empty.', props: {} });
    const lines = blockTable([note, empty]).split('\n');
    expect(lines[2]).toBe('| `aside` | Aside | Empty. | none |');
    expect(lines[3]).toMatch(/^\| `note` /);
  });

  it('replaces only the text between the markers', () => {
    const doc = `# Blocks\n\n${BLOCK_TABLE_START}\n\nold\n\n${BLOCK_TABLE_END}\n\n## Notes\n`;
    expect(withBlockTable(doc, 'new')).toBe(
      `# Blocks\n\n${BLOCK_TABLE_START}\n\nnew\n\n${BLOCK_TABLE_END}\n\n## Notes\n`,
    );
    expect(() => withBlockTable('# Blocks\n', 'new')).toThrow(/No block table between/);
  });
});
