import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { ContentLibraryContext, type ContentLibrary } from '../../../editor/content';
import { ImageLibraryContext, type ImageLibrary } from '../../../editor/images';
import { PropertiesPanel, SitePagesContext } from '../../../editor/properties';
import type { PanelNode, PropertiesPanelProps } from '../../../editor/properties/PropertiesPanel';

type Props = Readonly<Record<string, unknown>>;

/** The node's props with `prop` set, or left out for `undefined`, as an editor's store does. */
function withProp(props: Props | undefined, prop: string, value: unknown): Props {
  const others = Object.entries(props ?? {}).filter(([name]) => name !== prop);
  return Object.fromEntries(value === undefined ? others : [...others, [prop, value]]);
}

/** The panel over a node kept in state, as the editor keeps it: each change comes back. */
function Editing({
  initial,
  onChange,
  bindings,
}: {
  initial: PanelNode;
  onChange: PropertiesPanelProps['onChange'];
  bindings: readonly string[] | undefined;
}) {
  const [node, setNode] = useState(initial);
  return (
    <PropertiesPanel
      node={node}
      {...(bindings ? { bindings } : {})}
      onChange={(prop, value) => {
        onChange(prop, value);
        setNode((current) => ({ ...current, props: withProp(current.props, prop, value) }));
      }}
    />
  );
}

/**
 * Renders the panel for a node of `type` with `props`; `onChange` hears every change. With
 * `images`, the panel has that image library to pick from, with `documents` that content
 * library, with `pages` those pages of the site; with `bindings`, its context offers those.
 */
export function renderPropertiesPanel(
  type: string,
  props: Props = {},
  {
    images,
    documents,
    pages = [],
    bindings,
  }: {
    images?: ImageLibrary;
    documents?: ContentLibrary;
    pages?: readonly { path: string; title: string }[];
    bindings?: readonly string[];
  } = {},
) {
  const onChange = vi.fn<(prop: string, value: unknown) => void>();
  const user = userEvent.setup();
  const view = render(
    <ImageLibraryContext.Provider value={images}>
      <ContentLibraryContext.Provider value={documents}>
        <SitePagesContext.Provider value={pages}>
          <Editing
            initial={{ type, id: `${type}-1`, props }}
            onChange={onChange}
            bindings={bindings}
          />
        </SitePagesContext.Provider>
      </ContentLibraryContext.Provider>
    </ImageLibraryContext.Provider>,
  );
  /** The value the last change set `prop` to. */
  const lastValueOf = (prop: string): unknown =>
    onChange.mock.calls.filter(([changed]) => changed === prop).at(-1)?.[1];
  return { ...view, onChange, user, lastValueOf };
}
