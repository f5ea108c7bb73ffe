/*
 * Runs inline at the top of a page sent without the theme cookie, that is to someone who has not
 * chosen a theme: the app then follows the system's setting, and the frame painted before the
 * app's code runs must already be dark on a phone set to dark, as the app will make it. Sets what
 * the app's applyTheme sets; the colour is the dark theme's browser chrome colour.
 */
(function () {
  if (!window.matchMedia || !matchMedia('(prefers-color-scheme: dark)').matches) return;
  var root = document.documentElement;
  root.classList.add('dark');
  root.setAttribute('data-theme', 'dark');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', '#1C1C1E');
})();
