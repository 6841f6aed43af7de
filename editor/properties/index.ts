// The properties panel: the selected block's props as fields, generated from its contract.
export { PropertiesPanel } from './PropertiesPanel';
export { SitePagesContext, useServedPages } from './sitePages';
