import { describe, expect, it } from 'vitest';
import { checkNodeProps } from '../../../../content-model/authoring/checkNode';
import { checkContentFile } from '../../../../content-model/authoring/checkDocument';

/** What `content:check` says of a view holding only `node`, as its problems and warnings. */
function checkedInAView(node: { type: string; id: string; props: Record<string, unknown> }) {
  const warnings: string[] = [];
  const view = { id: 'page', route: '/page', title: 'Page', nodes: [node] };
  const problems = checkContentFile('views/page.json', view, {
    onWarning: (warning) => warnings.push(warning.message),
  }).map((problem) => problem.message);
  return { problems, warnings };
}

describe('checkNodeProps', () => {
  it('says nothing of a node with what it needs', () => {
    expect(checkNodeProps({ type: 'textBlock', id: 't1', props: { text: 'Hello' } })).toEqual([]);
  });

  it("names a missing required prop at the prop, in content:check's words", () => {
    const node = { type: 'textBlock', id: 't1', props: { text: '  ' } };
    const [message] = checkedInAView(node).problems;
    expect(message).toBe('a textBlock block needs text; without it the block renders nothing');
    expect(checkNodeProps(node)).toEqual([{ prop: 'text', message, severity: 'error' }]);
  });

  it('names it at each prop that would supply it', () => {
    const problems = checkNodeProps({ type: 'image', id: 'i1', props: {} });
    expect(problems.map((problem) => problem.prop)).toEqual(['imageInfo', 'url']);
    expect(new Set(problems.map((problem) => problem.message)).size).toBe(1);
  });

  it('warns of a value outside the options at its prop, as content:check does', () => {
    const node = { type: 'button', id: 'b1', props: { label: 'Go', variant: 'shiny' } };
    const [message] = checkedInAView(node).warnings;
    expect(message).toBe('"shiny" is not one of primary, secondary; the block uses "primary"');
    expect(checkNodeProps(node)).toEqual([{ prop: 'variant', message, severity: 'warning' }]);
  });

  it("reports a section's seed components at its column config", () => {
    const sectionConfig = JSON.stringify({
      columns: [
        { columnKey: 'col1', columnWidth: '12', seedComponents: [{ type: 'button', props: {} }] },
      ],
    });
    expect(checkNodeProps({ type: 'section', id: 's1', props: { sectionConfig } })).toEqual([
      {
        prop: 'sectionConfig',
        message:
          'column col1, seed component 1: a button block needs label; without it the button renders nothing',
        severity: 'error',
      },
    ]);
  });

  it('leaves bindings, which the page fills in, alone', () => {
    expect(
      checkNodeProps({
        type: 'button',
        id: 'b1',
        props: { label: '{!Item.title}', size: '{!Item.size}' },
      }),
    ).toEqual([]);
  });

  it('does not look into the regions of the node', () => {
    const node = {
      type: 'section',
      id: 's1',
      props: {},
      regions: { col1: [{ type: 'textBlock', id: 't1', props: {} }] },
    };
    expect(checkNodeProps(node)).toEqual([]);
  });
});
