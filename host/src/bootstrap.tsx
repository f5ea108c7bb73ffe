import '@harmo/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  followSystemTheme,
  initErrorReporting,
  initI18n,
  loadRuntimeConfig,
  renderFirstInSlices,
  reportError,
  setSessionNavigator,
  startSession,
} from '@harmo/shared';
import { registerConfiguredRemotes } from './federation/remote-registry';
import { REMOTE_ERROR_EVENT, type RemoteLoadErrorDetail } from './federation/runtime-plugin';
import { startTagManager } from './features/analytics';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { keepBootFrame } from './app/boot-frame';

async function start() {
  followSystemTheme();
  const config = await loadRuntimeConfig();
  void initErrorReporting(config, `${__HARMO_BUILD_INFO__.name}@${__HARMO_BUILD_INFO__.version}`);
  startTagManager(config.tagManagerId);
  window.addEventListener(REMOTE_ERROR_EVENT, (event) => {
    const { id, lifecycle, error } = (event as CustomEvent<RemoteLoadErrorDetail>).detail;
    reportError(error, { remote: id, lifecycle });
  });
  registerConfiguredRemotes(config);
  void initI18n(['host']);
  // Before the router reads the address: a mobile hand-over's tokens are removed from it first.
  void startSession();
  const router = createAppRouter();
  setSessionNavigator((path) => void router.navigate(path, { replace: true }));
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  keepBootFrame(container);
  const root = createRoot(container, {
    onUncaughtError: (error) => reportError(error),
    onCaughtError: (error) => reportError(error),
  });
  await renderFirstInSlices(
    root,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  reportError(error);
  // Without configuration nothing can render: the page's own failure screen, written in its
  // HTML in both languages (no strings can be loaded), with the button that loads it again.
  const failure = document.querySelector<HTMLTemplateElement>('#harmo-boot-failure');
  const root = document.getElementById('root');
  if (root && failure) {
    root.replaceChildren(failure.content.cloneNode(true));
    root.querySelector('button')?.addEventListener('click', () => location.reload());
  }
  console.error(error);
});
