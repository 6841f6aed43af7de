/**
 * The server as the repository's scripts use it (`npm run dev`): make it, configure it from the
 * environment, close it on signals, and what a site served from the app's sources provides.
 * Nothing else of server/ is theirs to import (an ESLint rule).
 */
export { createServer } from './createServer';
export { readServerConfig, type ServerConfig } from './config';
export { closeOnSignals } from './ops/shutdown';
export { editorSignInLine, SITE_INFO_PATH } from './http/serverPaths';
export type { PageSource, SourceSite, SourceSiteContext } from './site/pageSource';
export { STYLES_SLOT } from './site/pageStyles';
