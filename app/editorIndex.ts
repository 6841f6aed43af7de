// The site as the page editor's canvas draws it: the blocks, the renderer and the providers a page
// has, and the site's base styles. The editor imports app/ through this file only (lint); nothing
// of the site imports the editor, so public pages carry none of it.
import './styles/base.css';

export { AppProviders, type AppContext } from './AppProviders';
export { loadBlockRegistry } from './blocks/registry';
export { loadMessages } from './i18n/loadMessages';
export { makePageStore } from './pageStore';
export { ViewPage } from './pages/ViewPage';
export type { BlockRegistry } from './render/NodeList';
export type { BlockDefinition, BlockProps } from './render/blockDefinition';
