// The wall: the round clock counts down, and the page scrolls slowly to
// the end (pairings by name, then standings), rests, and starts again.
(function () {
  "use strict";
  var skew = 0;
  function tick() {
    var c = document.getElementById("clock");
    if (c) {
      var end = +c.getAttribute("data-end"), now = +c.getAttribute("data-now");
      if (!c.hasAttribute("data-skew")) { c.setAttribute("data-skew", "1"); skew = now - Date.now(); }
      var left = Math.max(0, Math.round((end - (Date.now() + skew)) / 1000));
      var b = c.querySelector("b");
      if (left <= 0) { c.className = "clock over"; c.textContent = c.getAttribute("data-over"); }
      else if (b) { b.textContent = Math.floor(left / 60) + ":" + ("0" + left % 60).slice(-2); }
    }
  }
  setInterval(tick, 1000);
  var pause = 0, step = 1;
  function scroll() {
    var max = document.documentElement.scrollHeight - window.innerHeight;
    if (pause > 0) { pause--; return; }
    if (max <= 0) return;
    if (window.scrollY >= max - 1) { window.scrollTo(0, 0); pause = 120; return; }
    window.scrollBy(0, step);
    if (window.scrollY >= max - 1) pause = 120;
  }
  setTimeout(function () { setInterval(scroll, 40); }, 5000);
})();
