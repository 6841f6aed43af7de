import './styles/base.css';

// In a built site the server's HTML loads this once the page's largest image is on screen
// (app/pageScriptLoader.ts); the page's code comes in a chunk of its own, so that Vite preloads
// the chunks it imports all at once.
void import('./startPage').then(({ startPage }) => startPage(document));
