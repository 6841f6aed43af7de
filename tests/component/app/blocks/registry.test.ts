import { describe, expect, it } from 'vitest';
import { BLOCK_MODULES, BLOCK_TYPE_NAMES } from '../../../../shared/blocks/catalog';
import { blockTypesIn, loadBlockRegistry } from '../../../../app/blocks/registry';

const blockRegistry = await loadBlockRegistry();

describe('block registry', () => {
  it('registers exactly the block types views may name, each under its own type', () => {
    expect([...blockRegistry.keys()].sort()).toEqual([...BLOCK_TYPE_NAMES].sort());
    for (const [name, block] of blockRegistry) expect(block.type).toBe(name);
  });

  it("names for each block type the module that defines it, as the server's styles read it", async () => {
    for (const [type, module] of Object.entries(BLOCK_MODULES)) {
      const exports = (await import(`../../../../app/${module}`)) as Record<string, unknown>;
      const defined = Object.values(exports).map((value) => (value as { type?: unknown }).type);
      expect(defined, module).toContain(type);
    }
  });

  it('gives every block a label and a parse that never throws on junk', () => {
    for (const block of blockRegistry.values()) {
      expect(block.label).not.toBe('');
      expect(() => block.parse({ junk: { nested: [1, null] }, text: 42 })).not.toThrow();
    }
  });
});

describe('blockTypesIn', () => {
  it("names the types of regions and of columns' seed components, so an island loads them", () => {
    const types = blockTypesIn([
      {
        type: 'grid',
        id: 'g',
        regions: {
          item: [
            {
              type: 'columns',
              id: 'c',
              props: {
                sectionConfig: JSON.stringify({
                  columns: [
                    { columnKey: 'a', seedComponents: [{ fqn: 'c:image', attributes: {} }] },
                    { columnKey: 'b', seedComponents: [{ type: 'button', props: {} }] },
                  ],
                }),
              },
            },
          ],
        },
      },
    ]);
    expect([...types].sort()).toEqual(['button', 'columns', 'grid', 'image']);
  });
});
