// Live pages: when the event changes, the server sends an event and the
// page fetches itself again and swaps its <main> (no reload, no flicker,
// the scroll position kept). Without JavaScript the meta refresh serves.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch || !window.DOMParser) return;
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.href, { cache: "no-store", headers: { "Accept": "text/html" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (t) {
        if (!t) return;
        var doc = new DOMParser().parseFromString(t, "text/html");
        var next = doc.getElementById("main"), cur = document.getElementById("main");
        var active = document.activeElement;
        if (next && cur && !(active && active.tagName === "INPUT" && cur.contains(active))) {
          cur.replaceWith(next);
          document.dispatchEvent(new Event("taikai:refreshed"));
        }
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  var es = new EventSource("/events");
  es.addEventListener("change", refresh);
})();
