import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { Sdk } from '@about-site/sdk';
import type { BlockDefinition } from '../../../app/blocks/blockTypes';
import { SiteConfigProvider } from '../../../app/config/SiteConfigContext';
import type { SiteConfig } from '../../../app/config/readSiteConfig';
import { SdkProvider } from '@about-site/sdk-react';
import type { AppStore } from '../../../app/state/store';
import type { BindingScope } from '../../../app/render/bindingScope';
import { makeTestStore } from '../../support/testStore';
import { testConfig } from './contentFixtures';

interface RenderBlockOptions {
  config?: SiteConfig;
  /** Share a page's store and SDK between renders; by default each render has its own. */
  page?: { store: AppStore; sdk: Sdk };
}

/**
 * Parses raw props with the block's definition and renders its component inside the app's
 * providers (store, SDK against `API`, site config). Regions render as markers:
 * `<div data-testid="region-{name}" data-scope="{json}">`.
 */
export function renderBlock<P>(
  definition: BlockDefinition<P>,
  raw: Readonly<Record<string, unknown>>,
  options: RenderBlockOptions = {},
) {
  const config = options.config ?? testConfig;
  const { store, sdk } = options.page ?? makeTestStore(config);
  const props = definition.parse(raw);
  const renderRegion = vi.fn((name: string, scope?: Partial<BindingScope>): ReactNode => (
    <div data-testid={`region-${name}`} data-scope={scope ? JSON.stringify(scope) : undefined}>
      region {name}
    </div>
  ));
  const Component = definition.component;
  const result = render(
    <Provider store={store}>
      <SdkProvider sdk={sdk}>
        <SiteConfigProvider config={config}>
          <Component id="node-1" props={props} renderRegion={renderRegion} regionNames={[]} />
        </SiteConfigProvider>
      </SdkProvider>
    </Provider>,
  );
  return { ...result, props, renderRegion, store, sdk };
}
