import '../zodConfig';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders, type AppContext } from '../AppProviders';
import { readSiteConfig } from '../config/readSiteConfig';
import {
  dataErrorRaised,
  selectQueuedToasts,
  selectShownToasts,
} from '../features/toast/toastSlice';
import type { UiMessages } from '../../shared/i18n/uiMessages';
import { createPageSdk } from '../pageSdk';
import { makePageStore } from '../pageStore';
import type { PageState } from '../ssr/pageState';
import type { AppStore } from '../state/store';
import type { BlockRegistry } from '../render/NodeList';
import type { IslandDescriptor } from '../render/Island';
import { IslandContent } from './IslandContent';

/** A server-rendered page, as the browser has it before any island is live. */
export interface ServerPage {
  /** The store development made up front; else the runtime makes the page's. */
  store: AppStore | undefined;
  state: PageState;
  /** Settles once the page's later rules are in (`fillLaterStyles`): no island renders before. */
  styled: Promise<void>;
}

export interface IslandRuntime {
  /** Hydrates one island, with its blocks, as a root of its own; resolves once it is live. */
  hydrate(element: HTMLElement, island: IslandDescriptor, registry: BlockRegistry): Promise<void>;
  /** Calls `wake` once, when the first toast is raised (at once if one is). */
  whenToastRaised(wake: () => void): void;
}

/**
 * What hydrating islands takes beyond the page's first script: the store (with the UI state the
 * server rendered), React DOM and the SDK, with the cache the server filled (so islands render
 * without a request). The reads that failed on the server are reported as it is made: effects do
 * not run there.
 */
export function createIslandRuntime(
  doc: Document,
  page: ServerPage,
  messages: UiMessages,
): IslandRuntime {
  const { state } = page;
  const store = page.store ?? makePageStore(state.store);
  for (const key of state.dataErrors) store.dispatch(dataErrorRaised(key));
  const config = { ...readSiteConfig(doc), messages };
  const sdk = createPageSdk(config, store, state.sdk);
  const context: Omit<AppContext, 'registry'> = { store, sdk, config, serverState: state.store };

  return {
    async hydrate(element, island, registry) {
      await new Promise<void>((resolve) => {
        hydrateRoot(
          element,
          <AppProviders context={{ ...context, registry }}>
            <IslandContent island={island} onCommit={resolve} />
          </AppProviders>,
          // The server rendered the island with its id as the prefix of the ids it made.
          { identifierPrefix: element.dataset.island },
        );
      });
    },
    whenToastRaised(wake) {
      const raised = () => {
        const now = store.getState();
        return selectShownToasts(now).length + selectQueuedToasts(now).length > 0;
      };
      if (raised()) {
        wake();
        return;
      }
      const unsubscribe = store.subscribe(() => {
        if (!raised()) return;
        unsubscribe();
        wake();
      });
    },
  };
}
