import { act, render, screen, waitFor } from '@testing-library/react';
import { produce } from 'immer';
import nock from 'nock';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import type { AppContext, BlockDefinition } from '../../../../app/editorIndex';
import { markBlocks } from '../../../../editor/canvas/canvasBlocks';
import { CanvasRoot } from '../../../../editor/canvas/CanvasRoot';
import { canvasState, type CanvasStore } from '../../../../editor/canvas/canvasState';
import { viewPatches } from '../../../../editor/canvas/viewPatches';
import type { View, ViewNode } from '../../../../shared/viewSchema';
import { API_ORIGIN, SITE_ID, makeTestStore, testConfig } from '../../../support/testStore';

const A = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';
const B = 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ';
const C = 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';
const LIST = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;

/** The blocks that rendered since the last `clear()`, by node id, and how often. */
const renders = new Map<string, number>();
const counted: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};
const rendered = () => [...renders.keys()].sort();

// Each block's Profiler holds its own markup only, not its regions: it reports the block's own
// renders, never a child's.
const label: BlockDefinition<{ text: string }> = {
  type: 'label',
  label: 'Label',
  parse: (raw) => ({ text: typeof raw.text === 'string' ? raw.text : '' }),
  component: ({ id, props }) => (
    <Profiler id={id} onRender={counted}>
      <p>{props.text}</p>
    </Profiler>
  ),
};

const box: BlockDefinition<{ heading: string }> = {
  type: 'box',
  label: 'Box',
  parse: (raw) => ({ heading: typeof raw.heading === 'string' ? raw.heading : '' }),
  component: ({ id, props, renderRegion }) => (
    <section>
      <Profiler id={id} onRender={counted}>
        <h2>{props.heading}</h2>
      </Profiler>
      {renderRegion('default')}
    </section>
  ),
};

const registry = markBlocks(
  new Map([label, box].map((b) => [b.type, b as unknown as BlockDefinition<unknown>])),
);

const labels = (prefix: string, count: number): ViewNode[] =>
  Array.from({ length: count }, (_, index) => ({
    type: 'label',
    id: `${prefix}${String(index + 1)}`,
    props: { text: `${prefix} ${String(index + 1)}` },
  }));

/** A page of 34 blocks: 20 at the top, two boxes of 5 labels, one of them with two images. */
function page(): View {
  return {
    id: 'test',
    route: '/test',
    title: 'Test page',
    urlAlias: 'test',
    nodes: [
      ...labels('t', 20),
      { type: 'box', id: 's1', props: { heading: 'One' }, regions: { default: labels('a', 5) } },
      {
        type: 'box',
        id: 's2',
        props: { heading: 'Two' },
        regions: {
          default: [
            ...labels('b', 5),
            { type: 'label', id: 'i1', props: { text: `{!cmsMedia.${A}.AltText}` } },
            { type: 'label', id: 'i2', props: { text: `{!cmsMedia.${B}.AltText}` } },
          ],
        },
      },
    ],
  };
}

/**
 * The draft changed as the editor sends it: the patches from the view drawn to the changed one,
 * cloned as `postMessage` clones them, for the next revision.
 */
function sendChange(canvas: CanvasStore, edit: (view: View) => void): void {
  const drawn = canvas.get().view!;
  const next = produce(drawn, edit);
  const patches = structuredClone(viewPatches(drawn, next));
  act(() => {
    expect(canvas.patch(canvas.get().revision + 1, patches)).toBe(true);
  });
}

const inBox = (view: View, id: string) =>
  view.nodes.flatMap((node) => node.regions?.default ?? []).find((node) => node.id === id);

function imageDocument(contentKey: string, altText: string) {
  return {
    contentKey,
    title: `Title of ${contentKey}`,
    contentType: { fullyQualifiedName: 'sfdc_cms__image', name: 'Image' },
    contentBody: { altText, 'sfdc_cms:media': { url: `/cms/delivery/media/${contentKey}` } },
  };
}

function mockImages(keys: string, documents: ReturnType<typeof imageDocument>[]) {
  nock(API_ORIGIN)
    .get(LIST)
    .query({ contentKeys: keys, includeContentBody: 'true' })
    .reply(200, { contents: documents });
}

async function drawCanvas() {
  nock(API_ORIGIN)
    .get(
      `/services/data/v64.0/connect/communities/${testConfig.communityId}/seo/properties/test?fields=Description`,
    )
    .reply(200, { recordId: 'test', hrefLangUrls: {}, isSeoIndexed: true });
  mockImages(`${A},${B}`, [imageDocument(A, 'Aisle'), imageDocument(B, 'Portrait')]);
  const { store, sdk, config } = makeTestStore();
  const context: AppContext = { store, sdk, config, registry };
  const canvas = canvasState();
  canvas.set({ view: page(), revision: 1, selected: null });
  render(<CanvasRoot context={context} store={canvas} />);
  expect(await screen.findByText('Portrait')).toBeInTheDocument();
  expect(screen.getByText('Aisle')).toBeInTheDocument();
  const seoKey = cacheKeys.getSeoProperties({
    communityId: testConfig.communityId,
    recordId: 'test',
    fields: ['Description'],
  });
  await waitFor(() => {
    expect(sdk.cache.get(seoKey)?.state).toBe('Fulfilled');
  });
  renders.clear();
  return canvas;
}

beforeEach(() => {
  // What jsdom lacks and the selection's outline uses.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  renders.clear();
});

describe('CanvasRoot', () => {
  it('draws again only the block whose prop changed, and the box holding it', async () => {
    const canvas = await drawCanvas();
    expect(document.querySelectorAll('[data-block-id]')).toHaveLength(34);
    const editB3 = (view: View) => {
      const node = inBox(view, 'b3');
      if (node) node.props = { text: 'b 3, edited' };
    };

    sendChange(canvas, editB3);
    expect(screen.getByText('b 3, edited')).toBeInTheDocument();
    // s2's node holds the new b3, so s2 renders; its other children, s1 and the rest do not.
    expect(rendered()).toEqual(['b3', 's2']);
    expect(renders.get('b3')).toBe(1);

    renders.clear();
    sendChange(canvas, (view) => {
      editB3(view);
      const top = view.nodes[4];
      if (top) top.props = { text: 'Top' };
    });
    expect(screen.getByText('Top')).toBeInTheDocument();
    // A block at the top has no block around it: it alone renders.
    expect(rendered()).toEqual(['t5']);
  });

  it('draws no block again for an edit to the value it holds, a selection or a mode', async () => {
    const canvas = await drawCanvas();
    sendChange(canvas, (view) => {
      view.nodes[0]!.props = { text: 't 1' };
    });
    act(() => {
      canvas.set({ selected: 'b2' });
    });
    act(() => {
      canvas.set({ mode: 'preview' });
    });
    expect(rendered()).toEqual([]);
  });

  it('reads only the image a block now names, and draws only that block again', async () => {
    const canvas = await drawCanvas();
    // One request, for the new key alone: A and B are neither read again nor gone meanwhile
    // (an unmocked request would fail the test).
    mockImages(C, [imageDocument(C, 'Crates')]);
    sendChange(canvas, (view) => {
      const node = inBox(view, 'i2');
      if (node) node.props = { text: `{!cmsMedia.${C}.AltText}` };
    });
    expect(await screen.findByText('Crates')).toBeInTheDocument();
    expect(screen.getByText('Aisle')).toBeInTheDocument();
    // i2 renders with its new binding (empty until C is read), and once C is read; i1, bound to
    // A, does not, though the page's images are a new object.
    expect(rendered()).toEqual(['i2', 's2']);
    expect(renders.get('i2')).toBe(2);
  });
});
