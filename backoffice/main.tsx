import { createRoot } from 'react-dom/client';
import { ApiClientProvider } from '../ui/api-client.tsx';
import { backofficeApi } from './api-client.ts';
import { App } from './App.tsx';

const root = document.getElementById('root');
// The shared screens (ui/: messages, payroll, two-factor) call the API through the backoffice's own client.
if (root)
  createRoot(root).render(
    <ApiClientProvider client={backofficeApi}>
      <App />
    </ApiClientProvider>,
  );
