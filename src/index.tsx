import './styles/global.css';
import { nextTask } from './lib/browser/nextTask';
import { registerServiceWorker } from './pwa/registerServiceWorker';

// Start-up in several short tasks rather than one long one that blocks input: this file's own
// evaluation, then the boot's modules a part at a time (Apollo, then the Redux store with the
// features' state, then the rest of the boot; never a library's own entry, whose import would keep
// all of it), then the boot (the store, the client, the first page's preparation; src/app/boot.ts
// splits it further), then React DOM, then the app's modules and its first render. "eager": the
// modules are in this same file (no request of their own), but each import runs them (those not run
// yet) only when it is called.
const container = document.getElementById('root');

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './lib/graphql/client'))
  .then(() => nextTask())
  .then(() => import(/* webpackMode: "eager" */ './app/store'))
  .then(() => nextTask())
  .then(() => import(/* webpackMode: "eager" */ './app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    // The boot takes over the early script's answers (npm start has no early script: it asks itself).
    const booted = boot(window);
    await Promise.all([booted.ready, nextTask()]);
    await import(/* webpackMode: "eager" */ 'react-dom/client');
    await nextTask();
    const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
    if (container) renderApp(container, booted);
  });

registerServiceWorker();
