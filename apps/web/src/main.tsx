import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import 'mantine-datatable/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installApiErrorHandlers } from './features/errors/api-error-handlers';
import { loadOverlays, OverlayHosts } from './features/layout/overlay-hosts';
import { currentLocale, loadMessages } from './i18n';
import { listenForChunkErrors } from './lib/chunk-reload';
import { followContentSecurityPolicy, styleNonce } from './lib/csp';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';
import { queryClient } from './trpc';

followContentSecurityPolicy();
listenForChunkErrors();
installApiErrorHandlers(() => void router.invalidate());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// the modal and toast hosts once the first screen is in (its chunks and data) and the browser is
// idle (within a second): not before the page is usable, nor in the way of its first answers
const stopWaiting = router.subscribe('onResolved', () => {
  stopWaiting();
  requestIdleCallback(loadOverlays, { timeout: 1000 });
});

/** Hard-coded in both languages: it shows when the messages themselves could not be fetched. */
const notLoaded = {
  es: { text: 'No se ha podido cargar Bolo.', reload: 'Volver a cargar la página' },
  en: { text: 'Bolo could not be loaded.', reload: 'Reload the page' },
};

function NotLoaded() {
  const { text, reload } = notLoaded[currentLocale()];
  return (
    <p>
      {text}{' '}
      <button type="button" onClick={() => window.location.reload()}>
        {reload}
      </button>
    </p>
  );
}

// not a top-level await: chunks that import from the entry would then be split off it
// a transition: React renders the first screen in slices and lets the browser in between
void loadMessages(currentLocale())
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
            getStyleNonce={styleNonce}
          >
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              <OverlayHosts />
            </QueryClientProvider>
          </MantineProvider>
        </StrictMode>,
      ),
    ),
  )
  .catch(() => root.render(<NotLoaded />));
