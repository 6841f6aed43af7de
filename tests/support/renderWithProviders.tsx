import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../../app/config/readSiteConfig';
import { loadBlockRegistry } from '../../app/blocks/registry';
import { BlockRegistryContext, type BlockRegistry } from '../../app/render/NodeList';
import { makeTestProviders } from './testProviders';

const blockRegistry = await loadBlockRegistry();

interface Options {
  config?: Partial<SiteConfig>;
  registry?: BlockRegistry;
}

/** Renders with the app's providers: a real store and a real SDK (mock HTTP with nock). */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const { wrapper: Providers, store, sdk, config } = makeTestProviders(options.config);
  const result: RenderResult = render(
    <Providers>
      <BlockRegistryContext value={options.registry ?? blockRegistry}>{ui}</BlockRegistryContext>
    </Providers>,
  );
  return { ...result, store, sdk, config };
}
