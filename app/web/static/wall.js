// The wall scrolls slowly to the end (pairings by name, then standings),
// rests, and starts again (clock.js counts the round clock down).
(function () {
  "use strict";
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
