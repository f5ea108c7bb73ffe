/**
 * The host's start. Module Federation needs an asynchronous boundary before any shared module
 * runs (it settles which copy of each library the page uses). Past it, running every library of
 * the first screen at once is one task of a quarter of a second on a mid-range phone, during
 * which a tap waits; so the largest libraries run in stages, each before the code that uses it,
 * and the main thread is given back between them. Only the running is staged, not the
 * downloads: every stage is an import of this module, and the build lists their files among the
 * start-up chunks the server preloads with the page (startup-chunks.json).
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('@harmo/shared'),
];

/** Lets the browser handle input and paint before the next stage. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  await import('./bootstrap');
}

// A chunk that fails to load is reported by the browser as an unhandled rejection.
void start();
