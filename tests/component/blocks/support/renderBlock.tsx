import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { BlockDefinition } from '../../../../app/blocks/blockTypes';
import { SiteConfigProvider } from '../../../../app/config/SiteConfigContext';
import type { SiteConfig } from '../../../../app/config/siteConfig';
import type { BindingScope } from '../../../../app/views/bindingScope';
import { makeContentStore, testConfig } from './contentFixtures';

interface RenderBlockOptions {
  config?: SiteConfig;
  store?: ReturnType<typeof makeContentStore>;
}

/**
 * Parses raw props with the block's definition and renders its component. Regions render as
 * markers: `<div data-testid="region-{name}" data-scope="{json}">`.
 */
export function renderBlock<P>(
  definition: BlockDefinition<P>,
  raw: Readonly<Record<string, unknown>>,
  options: RenderBlockOptions = {},
) {
  const config = options.config ?? testConfig;
  const store = options.store ?? makeContentStore(config);
  const props = definition.parse(raw);
  const renderRegion = vi.fn((name: string, scope?: Partial<BindingScope>): ReactNode => (
    <div data-testid={`region-${name}`} data-scope={scope ? JSON.stringify(scope) : undefined}>
      region {name}
    </div>
  ));
  const Component = definition.component;
  const result = render(
    <Provider store={store}>
      <SiteConfigProvider config={config}>
        <Component id="node-1" props={props} renderRegion={renderRegion} regionNames={[]} />
      </SiteConfigProvider>
    </Provider>,
  );
  return { ...result, props, renderRegion, store };
}
