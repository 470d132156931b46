import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { shareStyleNonce } from './lib/csp-nonce';
import { loadLanguage, storedLanguage } from './lib/i18n';

shareStyleNonce();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// the first screen shows in its language at once: its texts arrive before the first render (English is the fallback)
await loadLanguage(storedLanguage()).catch(() => loadLanguage('en'));

// a transition: React renders the first screen in slices and lets the browser in between (on a slow phone one
// long task would keep the page from answering a tap; Lighthouse's total blocking time)
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
