import '../zodConfig';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders, type AppContext } from '../AppProviders';
import { blockTypesIn, loadBlockRegistry } from '../blocks/registry';
import { readSiteConfig } from '../config/siteConfig';
import { createPageSdk } from '../data/pageSdk';
import { Committed } from '../shared/Committed';
import type { PageState } from '../ssr/pageState';
import type { AppStore } from '../store';
import type { IslandDescriptor } from './Island';
import { IslandContent } from './IslandContent';

/** A server-rendered page, as the browser has it before any island is live. */
export interface ServerPage {
  store: AppStore;
  state: PageState;
}

export interface IslandRuntime {
  /** Hydrates one island as a root of its own; resolves once it is live. */
  hydrate(element: HTMLElement, island: IslandDescriptor): Promise<void>;
}

/**
 * What hydrating islands takes beyond the page's first script: the SDK, with the cache the
 * server filled (so islands render without a request), and the blocks each island holds.
 */
export function createIslandRuntime(doc: Document, page: ServerPage): IslandRuntime {
  const { store, state } = page;
  const config = readSiteConfig(doc);
  const sdk = createPageSdk(config, store, state.sdk);
  const context: Omit<AppContext, 'registry'> = { store, sdk, config, serverState: state.store };

  return {
    async hydrate(element, island) {
      const types = island.kind === 'block' ? blockTypesIn([island.node]) : [];
      const registry = await loadBlockRegistry(types);
      await new Promise<void>((resolve) => {
        hydrateRoot(
          element,
          <AppProviders context={{ ...context, registry }}>
            <IslandContent island={island} />
            <Committed onCommit={resolve} />
          </AppProviders>,
          // The server rendered the island with its id as the prefix of the ids it made.
          { identifierPrefix: element.dataset.island },
        );
      });
    },
  };
}
