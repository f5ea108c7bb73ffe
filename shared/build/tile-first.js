/*
 * Runs inline on a page whose frame paints the map, right after the frame. The map's centre tile
 * is the largest thing such a page shows, and once the app's code runs it holds the browser's
 * main thread in stretches during which nothing is painted: a tile that has already arrived
 * waits behind them to appear (100–150 ms on a desktop, longer on a phone). So the page's code,
 * downloading meanwhile (the preloads marked `data-harmo-start`, in order), starts once the tile
 * has been painted, or after half a second at most when the tile is slow or never comes.
 */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-harmo-start]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      // In the order the page names them, as deferred scripts would run.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A task queued from an animation frame runs once that frame has been painted.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 500);
  var tile = document.querySelector('.harmo-boot-map img[fetchpriority="high"]');
  // A frame left hidden (a guarded page without a session) paints nothing to wait for. Read
  // from attributes: asking the page for layout here would hold the parser until it is laid out.
  var hidden =
    tile &&
    tile.closest('[data-needs-session]') &&
    !document.documentElement.hasAttribute('data-harmo-session');
  if (!tile || hidden) {
    start();
  } else if (tile.complete) {
    afterPaint();
  } else {
    tile.addEventListener('load', afterPaint);
    tile.addEventListener('error', start);
  }
})();
