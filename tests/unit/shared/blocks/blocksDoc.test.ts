import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BLOCK_CONTRACTS } from '../../../../shared/blocks/catalog';
import { fallbackOf, isOptionRule } from '../../../../shared/blocks/options';

/** The rows of the block table in docs/blocks.md, by block type. */
async function blockTableRows(): Promise<Map<string, string>> {
  const text = await readFile('docs/blocks.md', 'utf8');
  const rows = text
    .split('\n')
    .map((line) => /^\| `(\w+)` +\|(.*)\|$/.exec(line))
    .filter((match) => match !== null);
  return new Map(rows.map(([, type = '', cells = '']) => [type, cells]));
}

const rows = await blockTableRows();

describe("docs/blocks.md's block table, against the contracts", () => {
  it('has one row per block', () => {
    expect([...rows.keys()].sort()).toEqual(
      BLOCK_CONTRACTS.map((contract) => contract.type).sort(),
    );
  });

  describe.each(BLOCK_CONTRACTS.map((contract) => [contract.type, contract] as const))(
    '%s',
    (type, contract) => {
      const row = rows.get(type) ?? '';

      it.each(Object.keys(contract.props))('names the prop %s', (prop) => {
        expect(row).toContain(`\`${prop}\``);
      });

      it('names the fallback of each option', () => {
        for (const [prop, spec] of Object.entries(contract.props)) {
          if (isOptionRule(spec)) expect(row, prop).toContain(fallbackOf(spec));
        }
      });

      it('says which props are required, and that the block is interactive', () => {
        expect(row.includes('required')).toBe(contract.required !== undefined);
        expect(row.includes('interactive')).toBe(contract.interactive === true);
      });
    },
  );
});
