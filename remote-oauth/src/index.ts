// An asynchronous boundary lets Module Federation negotiate shared modules before any of them run.
// Nothing here waits for it: the bootstrap renders the app, and a chunk that fails to load is
// reported by the browser as an unhandled rejection.
void import('./bootstrap');
