/**
 * Takes out of an app's `src/routes.tsx` the `routeTitle` options only the build reads (the
 * page's head and first requests for the frame and the early session script, route-tree.cjs):
 * `routeTitle` drops them, and on the first screen every byte counts.
 */
const { withoutFrameDeclarations } = require('./route-tree.cjs');

module.exports = function routeDeclarationsLoader(source) {
  return withoutFrameDeclarations(source);
};
