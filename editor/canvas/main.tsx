import './canvas.css';
import { createSdk } from '@about-site/sdk';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  loadBlockRegistry,
  loadMessages,
  makePageStore,
  type AppContext,
} from '../../app/editorIndex';
import { CANVAS_CONFIG_ELEMENT_ID, canvasConfigSchema } from '../../shared/editorConfig';
import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID } from '../../shared/siteConfig';
import { bridgedFetch } from './bridgedFetch';
import { markBlocks, BLOCK_ID_ATTRIBUTE } from './canvasBlocks';
import { toCanvasSchema, type FromCanvas } from './canvasMessages';
import { CanvasRoot } from './CanvasRoot';
import { canvasState } from './canvasState';

function jsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`canvas: no #${id} element in the page`);
  return JSON.parse(text);
}

async function startCanvas(container: HTMLElement) {
  const { editorOrigin } = canvasConfigSchema.parse(jsonBlock(CANVAS_CONFIG_ELEMENT_ID));
  const inPage = parseSiteConfig(jsonBlock(SITE_CONFIG_ELEMENT_ID));
  const post = (message: FromCanvas) => {
    window.parent.postMessage(message, editorOrigin);
  };
  const bridge = bridgedFetch(post);
  const store = canvasState();
  const [registry, messages] = await Promise.all([
    loadBlockRegistry(),
    loadMessages(document.documentElement.lang),
  ]);
  const context: AppContext = {
    store: makePageStore(),
    sdk: createSdk({
      baseUrl: '',
      basePath: inPage.basePath,
      apiVersion: inPage.currentRelease.apiVersion,
      fetch: bridge.fetch,
    }),
    config: { ...inPage, messages },
    registry: markBlocks(registry),
  };
  const root = createRoot(container);
  root.render(<CanvasRoot context={context} store={store} />);

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== editorOrigin) return;
    const parsed = toCanvasSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.kind) {
      case 'show':
        // Drawn in this task, so the next frame shows it.
        flushSync(() => {
          store.set({ view: message.view, revision: message.revision, selected: message.selected });
        });
        return;
      case 'patch': {
        const applied = flushSync(() => store.patch(message.revision, message.patches));
        if (!applied) post({ kind: 'stale' });
        return;
      }
      case 'select':
        store.set({ selected: message.selected });
        return;
      case 'mode':
        document.documentElement.dataset.mode = message.mode;
        store.set({ mode: message.mode });
        return;
      case 'response':
        bridge.answered(message);
        return;
    }
  });

  // In Edit a click selects the innermost block under it, and does nothing else. In Preview the
  // blocks' controls work, but a link never takes the canvas off the draft: the editor only ever
  // talks to the canvas it loaded.
  document.addEventListener(
    'click',
    (event) => {
      if (store.get().mode !== 'edit') {
        if ((event.target as Element | null)?.closest('a[href]')) event.preventDefault();
        return;
      }
      const block = (event.target as Element | null)?.closest(`[${BLOCK_ID_ATTRIBUTE}]`);
      event.preventDefault();
      event.stopPropagation();
      const id = block?.getAttribute(BLOCK_ID_ATTRIBUTE);
      if (id) post({ kind: 'picked', id });
    },
    true,
  );
  // In Edit the canvas is one stop of the editor's tab order, not one for each of the page's links
  // and buttons (hundreds on a long page): Tab goes on to the next pane. Preview tabs as a page.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || store.get().mode !== 'edit') return;
      event.preventDefault();
      post({ kind: 'tab', back: event.shiftKey });
    },
    true,
  );
  document.documentElement.dataset.mode = 'edit';
  post({ kind: 'ready' });
}

const container = document.getElementById('canvas');
if (!container) throw new Error('canvas: no #canvas element in the page');
void startCanvas(container);
