// The page's inline loader: the server puts it, built (scripts/build/pageScriptLoader.ts), in place
// of the page's script tag.
import { loadPageScript } from './pageScriptLoader';

void loadPageScript(document, (src) => import(src));
