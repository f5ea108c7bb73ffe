/*
 * Runs inline in the page, before any of the app's code has come. When this browser holds a
 * session whose id token the app would use as it is (more than ID_TOKEN_REUSE_MIN_SECONDS left on
 * the issuer's clock), it asks at once for what the app asks first with it: the account, its
 * family and the notebooks shared with it, and what the page itself asks for first (the paths its
 * route declares, `earlyRequests`, which the app server names in a meta element). The answers
 * travel while the code downloads instead of after it, a round trip or more on a phone's network.
 * The app's API client takes each answer, once, for a request of the same URL with the same token
 * (api-client.ts); anything else (no session, a token to refresh, an error here) leaves the app
 * to ask as it always does. It also marks the page (`data-harmo-session` on the root element)
 * whenever the browser holds a session the app will restore, a token to refresh first included,
 * so that the frame painted before the code shows a guarded page's heading instead of leaving it
 * out for a visitor sent to sign-in.
 *
 * The keys are the session's (storage-keys.ts, token-store.ts) and the paths the accounts api's
 * (accounts-paths.ts): shared/runtime/src/session/early-session.test.ts runs this against them.
 */
(function () {
  try {
    var user = localStorage.getItem('cognitoUserName');
    // The app restores a session from either (hasStoredSession), refreshing its id token first
    // when it is old: the frame of a returning visitor is the signed-in one even then, or the
    // guarded page's heading and the tab bar would come only with the code, moving the page.
    if (user || localStorage.getItem('refreshToken')) {
      document.documentElement.setAttribute('data-harmo-session', '');
    }
    if (!user) return;
    var config = JSON.parse(document.getElementById('harmo-runtime-config').textContent);
    var cache = 'CognitoIdentityServiceProvider.' + config.identity.clientId + '.' + user + '.';
    var token = localStorage.getItem(cache + 'idToken');
    var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var drift = parseInt(localStorage.getItem(cache + 'clockDrift'), 10) || 0;
    var left = JSON.parse(atob(payload)).exp - (Math.floor(Date.now() / 1000) - drift);
    if (!(left > 180)) return;
    var requests = {};
    var page = document.querySelector('meta[name="harmo-early-requests"]');
    ['/ps/v1/accounts/me', '/ps/v1/accounts/family', '/ps/v1/accounts/sharing']
      .concat(page ? page.content.split(' ') : [])
      .forEach(function (path) {
        var url = new URL(path, config.apiBaseUrl).href;
        requests[url] = fetch(url, {
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
          credentials: 'include',
        });
        // Taken by the app, which handles a failure; until then it must not be reported.
        requests[url].catch(function () {});
      });
    window.harmoEarlyRequests = { token: token, requests: requests };
  } catch {
    // Nothing started: the app asks itself.
  }
})();
