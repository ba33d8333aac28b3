import './fonts/fonts.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readServerData } from './app/ssr/server-data';

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
  // As a transition the first hydration yields to the browser every few milliseconds (React
  // hydrates a root's default-priority update in one go): a phone stays responsive meanwhile.
  if (serverData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void start(root);
