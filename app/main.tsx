import './styles/base.css';

// In a built site the page's inline loader imports this once the page's largest image is on
// screen (app/pageScriptLoader.ts). The page's code is a chunk of its own, so that Vite preloads
// the chunks that one imports all at once.
void import('./startPage').then(({ startPage }) => startPage(document));
