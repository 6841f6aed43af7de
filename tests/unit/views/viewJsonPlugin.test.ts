import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAMES } from '../../../app/blocks/blockTypeNames';
import { viewJsonPlugin } from '../../../app/views/viewJsonPlugin';

type Transform = (code: string, id: string) => unknown;

const transform = viewJsonPlugin(BLOCK_TYPE_NAMES).transform as Transform;
const aboutFile = path.resolve('app/views/about.view.json');
const about = readFileSync(aboutFile, 'utf8');

describe('view-json build check', () => {
  it('accepts the site views as they are', () => {
    expect(transform(about, aboutFile)).toBeNull();
    const blocksFile = path.resolve('app/views/blocks.view.json');
    expect(transform(readFileSync(blocksFile, 'utf8'), blocksFile)).toBeNull();
  });

  it('fails the build naming the file and the JSON path of a bad node', () => {
    const view = JSON.parse(about) as { nodes: { regions?: Record<string, { type: string }[]> }[] };
    const firstChild = view.nodes[2]?.regions?.col1?.[0];
    if (!firstChild) throw new Error('the About view changed shape');
    firstChild.type = 'txt';
    expect(() => transform(JSON.stringify(view), aboutFile)).toThrow(
      'app/views/about.view.json: nodes[2].regions.col1[0].type: unknown block type "txt"',
    );
  });

  it('fails on text that is not JSON, and leaves other files alone', () => {
    expect(() => transform('{ nope', aboutFile)).toThrow(/about\.view\.json: not valid JSON/);
    expect(transform('{ nope', path.resolve('app/other.json'))).toBeNull();
  });
});
