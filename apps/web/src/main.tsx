import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/lazy-page';
import { routes } from './app/routes';
import { shareStyleNonce } from './lib/csp-nonce';
import { loadLanguage, storedLanguage } from './lib/i18n';

shareStyleNonce();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first screen shows in its language at once, in one paint: its texts and its lazy pages (already on the way:
// the server lists them as modulepreload) arrive before the first render (English is the fallback language). Not a
// top-level await: a lazy page's chunk imports this one, which must have finished evaluating first.
const ready = Promise.all([
  loadLanguage(storedLanguage()).catch(() => loadLanguage('en')),
  preloadRoute(routes, window.location.pathname).catch(() => undefined),
]);

// a transition: React renders the first screen in slices and lets the browser in between (on a slow phone one
// long task would keep the page from answering a tap; Lighthouse's total blocking time)
void ready.then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
