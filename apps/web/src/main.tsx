import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition: React renders the first screen in slices of a few milliseconds instead of one
// long task, so a phone stays responsive while the page builds (docs/decisions/0028).
void preloadLandingPage(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
