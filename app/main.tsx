import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
createRoot(container).render(
  <StrictMode>
    <main>
      <h1>About</h1>
    </main>
  </StrictMode>,
);
