import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { View } from '../../shared/viewSchema';
import type { AuthoringClient } from '../api/authoringClient';
import { fromCanvasSchema, type ToCanvas } from '../canvas/canvasMessages';
import { viewPatches } from '../canvas/viewPatches';
import { focusBeside } from './focusOrder';

export const CANVAS_WIDTHS = { Desktop: 1280, Tablet: 768, Mobile: 375 } as const;
export type CanvasWidth = keyof typeof CANVAS_WIDTHS;

/** The site's APIs the canvas's blocks read (under the base path): nothing else is answered. */
const READABLE = ['/services/data/', '/sfsites/c/cms/delivery/', '/lwr/apex/'];

interface CanvasFrameProps {
  basePath: string;
  client: AuthoringClient;
  view: View;
  selected: string | null;
  mode: 'edit' | 'preview';
  width: CanvasWidth;
  onPick: (id: string) => void;
}

/**
 * The page drawn by the site's own blocks, in a sandboxed frame of its own origin: the draft goes
 * to it by `postMessage`, and its reads come back to be made here, as the signed-in author.
 */
export function CanvasFrame(props: CanvasFrameProps) {
  const { basePath, client, view, selected, mode, width, onPick } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  // Set once the canvas in the frame says it listens (it never leaves the frame: see its links).
  const ready = useRef(false);
  const latest = useRef({ view, selected, mode, onPick });
  useEffect(() => {
    latest.current = { view, selected, mode, onPick };
  });

  // The view the canvas was last sent, and its revision: what the next patches start from.
  const sent = useRef<{ view: View; revision: number } | null>(null);
  const revisions = useRef(0);

  const post = (message: ToCanvas) => {
    // The canvas's origin is opaque ("null"), which no target origin can name: the message goes
    // to the frame's own window, and only once the canvas in it said it is ready.
    if (ready.current) frame.current?.contentWindow?.postMessage(message, '*');
  };
  /** The draft to the canvas: whole the first time, then as patches from the view it has. */
  const sendView = (next: View) => {
    if (!ready.current) return;
    const last = sent.current;
    if (last?.view === next) return;
    const patches = last ? viewPatches(last.view, next) : [];
    if (last && patches.length === 0) {
      sent.current = { ...last, view: next };
      return;
    }
    const revision = (revisions.current += 1);
    post(
      last
        ? { kind: 'patch', revision, patches }
        : { kind: 'show', revision, view: next, selected: latest.current.selected },
    );
    sent.current = { view: next, revision };
  };
  const showWhole = useEffectEvent(() => {
    sent.current = null;
    sendView(latest.current.view);
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const canvas = frame.current?.contentWindow;
      if (!canvas || event.source !== canvas || event.origin !== 'null') return;
      const parsed = fromCanvasSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      switch (message.kind) {
        case 'ready': {
          ready.current = true;
          post({ kind: 'mode', mode: latest.current.mode });
          showWhole();
          return;
        }
        case 'picked':
          latest.current.onPick(message.id);
          return;
        case 'tab':
          if (frame.current) focusBeside(frame.current, message.back);
          return;
        case 'request':
          void answer(message.requestId, message.path);
          return;
        case 'stale':
          showWhole();
          return;
      }
    };
    const answer = async (requestId: number, path: string) => {
      const readable = READABLE.some((prefix) => path.startsWith(`${basePath}${prefix}`));
      const response = readable
        ? await client.readForCanvas(path).catch(() => ({
            status: 503,
            contentType: 'text/plain',
            body: 'The server could not be reached.',
          }))
        : { status: 403, contentType: 'text/plain', body: 'The canvas reads the site API only.' };
      post({ kind: 'response', requestId, ...response });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [basePath, client]);

  useEffect(() => {
    sendView(view);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  useEffect(() => {
    post({ kind: 'select', selected });
  }, [selected]);
  useEffect(() => {
    post({ kind: 'mode', mode });
  }, [mode]);

  const stage = useRef<HTMLDivElement>(null);
  const stageSize = useStageSize(stage);
  // The page is laid out at the width's own pixels, and drawn smaller when the pane is narrower.
  const pixels = CANVAS_WIDTHS[width];
  const scale = stageSize.width > 0 ? Math.min(1, stageSize.width / pixels) : 1;
  return (
    <div ref={stage} className="canvas-stage">
      <iframe
        ref={frame}
        title="Canvas"
        sandbox="allow-scripts"
        src={`${basePath}/editor/canvas`}
        className="canvas-frame"
        style={{
          width: pixels,
          height: stageSize.height / scale,
          transform: scale < 1 ? `scale(${String(scale)})` : undefined,
        }}
      />
    </div>
  );
}

/** The inner size of the pane the canvas is drawn in, as it changes. */
function useStageSize(stage: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [stage]);
  return size;
}
