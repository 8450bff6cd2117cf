import { createRoot } from 'react-dom/client';
import { ApiClientProvider } from '../ui/api-client.tsx';
import { App } from './app/app.tsx';
import { portalApi } from './lib/api-client.ts';

const root = document.getElementById('root');
// The shared screens (ui/) call the API through the portal's own client.
if (root)
  createRoot(root).render(
    <ApiClientProvider client={portalApi}>
      <App />
    </ApiClientProvider>,
  );
