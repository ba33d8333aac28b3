import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/** Longest wait for the picture the server drew before the app starts anyway. */
const SHELL_PICTURE_WAIT_MS = 3000;

/**
 * The server draws some pages' largest picture in the HTML (the home banner, an item's photo).
 * The app replaces that markup when it mounts; letting the picture finish loading first means
 * it is shown once, as soon as it arrives, instead of being thrown away half-loaded.
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

const root = document.getElementById('root');
if (root) {
  void shellPictureShown(root).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
