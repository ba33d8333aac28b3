import './fonts/fonts.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readServerData } from './app/ssr/server-data';

/** Longest wait for the picture the server drew before the app starts anyway. */
const SHELL_PICTURE_WAIT_MS = 3000;

/**
 * Pages the server does not draw yet show their largest picture in the HTML (the home banner,
 * an item's photo); the app replaces that markup when it mounts. Letting the picture finish
 * loading first means it is shown once, as soon as it arrives, instead of being thrown away
 * half-loaded.
 */
function shellPictureShown(root: HTMLElement): Promise<void> {
  const picture = root.querySelector('img');
  if (!picture) return Promise.resolve();
  return new Promise((resolve) => {
    // Two frames after loading: the picture has been painted, not only fetched.
    const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (picture.complete) {
      done();
      return;
    }
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, SHELL_PICTURE_WAIT_MS);
  });
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const serverData = readServerData();
  if (serverData) hydrate(queryClient, serverData.queries);
  const router = await createAppRouter(queryClient, serverData);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (serverData) {
    hydrateRoot(root, app);
    return;
  }
  await shellPictureShown(root);
  createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void start(root);
