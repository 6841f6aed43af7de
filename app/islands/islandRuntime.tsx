import '../zodConfig';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders, type AppContext } from '../AppProviders';
import { readSiteConfig } from '../config/siteConfig';
import { createPageSdk } from '../pageSdk';
import type { PageState } from '../ssr/pageState';
import type { AppStore } from '../state/store';
import type { BlockRegistry } from '../views/NodeView';
import type { IslandDescriptor } from '../views/Island';
import { IslandContent } from './IslandContent';

/** A server-rendered page, as the browser has it before any island is live. */
export interface ServerPage {
  store: AppStore;
  state: PageState;
  /** Settles once the page's later rules are in (`fillLaterStyles`): no island renders before. */
  styled: Promise<void>;
}

export interface IslandRuntime {
  /** Hydrates one island, with its blocks, as a root of its own; resolves once it is live. */
  hydrate(element: HTMLElement, island: IslandDescriptor, registry: BlockRegistry): Promise<void>;
}

/**
 * What hydrating islands takes beyond the page's first script: React DOM and the SDK, with the
 * cache the server filled (so islands render without a request).
 */
export function createIslandRuntime(doc: Document, page: ServerPage): IslandRuntime {
  const { store, state } = page;
  const config = readSiteConfig(doc);
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
  };
}
