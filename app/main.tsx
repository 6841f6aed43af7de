import './styles/base.css';

// The page's inline loader imports this once the page's largest image is on screen, or the
// visitor reaches for an island (app/pageScriptLoader.ts), under the dev server too. The page's code is a chunk of its own, so that Vite preloads
// the chunks that one imports all at once.
void import('./startPage').then(({ startPage }) => startPage(document));
