import { describe, expect, it } from 'vitest';
import { bindingsInScope } from '../../../../editor/document';
import { block, sampleView, viewOf } from '../../support/editorViews';

/** The grid of the blocks page: static records, a repeater item, a text block inside. */
const gridView = (gridProps: Record<string, unknown>) =>
  viewOf([
    block(
      'userDataProvider',
      'user',
      { sfdcExpressionKey: 'Viewer', sfdcFields: 'Name,Picture' },
      {
        default: [
          block('grid', 'grid', gridProps, {
            item: [
              block('repeaterItem', 'item', {}, { default: [block('textBlock', 'text', {})] }),
            ],
          }),
        ],
      },
    ),
  ]);

describe('bindingsInScope', () => {
  it('offers the fields of the records a grid lists, then those of the providers around it', () => {
    const view = gridView({
      items: [
        { id: 'r1', title: 'Traceability', rank: 1 },
        { id: 'r2', title: 'Consignment', rank: 2, badge: 'new' },
      ],
    });
    expect(bindingsInScope(view, 'text')).toEqual([
      '{!Item.id}',
      '{!Item.title}',
      '{!Item.rank}',
      '{!Item.badge}',
      '{!Viewer.Name}',
      '{!Viewer.Picture}',
    ]);
  });

  it("takes the provider's own context name and field list", () => {
    const view = gridView({
      sfdcExpressionKey: 'Article',
      sfdcFields: ['title', 'excerpt', 'x y'],
    });
    expect(bindingsInScope(view, 'text').slice(0, 2)).toEqual([
      '{!Article.title}',
      '{!Article.excerpt}',
    ]);
  });

  it('offers none outside a provider, nor for a block the view does not have', () => {
    expect(bindingsInScope(sampleView(), 't1')).toEqual([]);
    expect(bindingsInScope(sampleView(), 'nowhere')).toEqual([]);
  });
});
