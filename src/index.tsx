import './styles/global.css';
import { boot } from './app/boot';
import { nextTask } from './lib/browser/nextTask';
import { registerServiceWorker } from './pwa/registerServiceWorker';

// The store-config request leaves inside boot(), before React has started.
const booted = boot(window);
const container = document.getElementById('root');

// The React app's modules (React DOM, the router, the shell) are in this same file ("eager": no request
// of their own) but run in a later task than the boot: two shorter start-up tasks instead of one long
// one that blocks input.
void Promise.all([booted.ready, nextTask()])
  .then(() => import(/* webpackMode: "eager" */ './app/renderApp'))
  .then(({ renderApp }) => {
    if (container) renderApp(container, booted);
  });

registerServiceWorker();
