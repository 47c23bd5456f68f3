import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { runStartupTasks } from './app/start-up';
import { lazyToastApi } from './app/toast/lazy-toast-api';
import { initTheme } from './features/theme/theme-controller';
import { registerToastApi } from './lib/toast';

initTheme();
registerToastApi(lazyToastApi);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first page in slices, yielding to the browser between them,
// instead of one long task that blocks input (DESIGN §10: total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

runStartupTasks();
