// The social login's callback page (issue 24): hands the provider's answer (code and state, or
// error and state) to the window that opened the popup, on this origin only, and closes itself.
// The opener checks the origin, that the message comes from its popup, and the state.
(function () {
  var search = window.location.search;
  // The code leaves the address bar and the history at once.
  window.history.replaceState(null, '', window.location.pathname);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: 'oidc-callback', search: search }, window.location.origin);
  }
  window.close();
})();
