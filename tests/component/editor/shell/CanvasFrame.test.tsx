import { act, render, screen } from '@testing-library/react';
import { produce } from 'immer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthoringClient } from '../../../../editor/api/authoringClient';
import type { ToCanvas } from '../../../../editor/canvas/canvasMessages';
import { CanvasFrame } from '../../../../editor/shell/CanvasFrame';
import type { View } from '../../../../shared/viewSchema';

const view: View = {
  id: 'test',
  route: '/test',
  title: 'Test page',
  nodes: [
    { type: 'textBlock', id: 'a', props: { text: 'A' } },
    { type: 'textBlock', id: 'b', props: { text: 'B' } },
  ],
};

const client = {} as AuthoringClient;

function renderFrame(shown: View) {
  const props = {
    basePath: '',
    client,
    selected: null,
    mode: 'edit' as const,
    width: 'Desktop' as const,
    onPick: () => undefined,
  };
  const result = render(<CanvasFrame {...props} view={shown} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Canvas');
  const canvas = frame.contentWindow!;
  const posted = vi.spyOn(canvas, 'postMessage').mockImplementation(() => undefined);
  /** The canvas says something, from its own window and opaque origin. */
  const say = (data: unknown) => {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: canvas }));
    });
  };
  const sent = () => posted.mock.calls.map(([message]) => message as ToCanvas);
  const show = (next: View) => {
    result.rerender(<CanvasFrame {...props} view={next} />);
  };
  return { say, sent, show, posted };
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The draft to the canvas: whole once it is ready, then as patches, whole again when asked. */
describe('CanvasFrame', () => {
  it('sends the draft whole once the canvas is ready, then each change as patches', () => {
    const frame = renderFrame(view);
    expect(frame.sent()).toEqual([]);
    frame.say({ kind: 'ready' });
    expect(frame.sent()).toEqual([
      { kind: 'mode', mode: 'edit' },
      { kind: 'show', revision: 1, view, selected: null },
    ]);

    const typed = produce(view, (draft) => {
      draft.nodes[1]!.props = { text: 'B, edited' };
    });
    frame.show(typed);
    expect(frame.sent().at(-1)).toEqual({
      kind: 'patch',
      revision: 2,
      patches: [{ op: 'replace', path: ['nodes', 1, 'props'], value: { text: 'B, edited' } }],
    });
    // An equal copy (a reload of the same draft) sends nothing.
    frame.posted.mockClear();
    frame.show(structuredClone(typed));
    expect(frame.sent()).toEqual([]);
  });

  it('sends the draft whole again when the canvas says a patch did not apply', () => {
    const frame = renderFrame(view);
    frame.say({ kind: 'ready' });
    const typed = produce(view, (draft) => {
      draft.title = 'Renamed';
    });
    frame.show(typed);
    frame.say({ kind: 'stale' });
    expect(frame.sent().at(-1)).toEqual({ kind: 'show', revision: 3, view: typed, selected: null });
  });

  it('listens to its own canvas only', () => {
    const frame = renderFrame(view);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { kind: 'ready' }, origin: 'null', source: window }),
      );
    });
    expect(frame.sent()).toEqual([]);
  });
});
