// The wall scrolls slowly to the end (pairings by name, then standings),
// rests, and starts again (clock.js counts the round clock down). A wall
// cycling through the sections (#cycle) goes on to the next section's wall
// instead of starting again.
(function () {
  "use strict";
  var pause = 0, step = 1, shown = 0;
  function next() {
    var c = document.getElementById("cycle");
    if (!c) return false;
    location.replace(c.getAttribute("data-next"));
    return true;
  }
  function scroll() {
    var max = document.documentElement.scrollHeight - window.innerHeight;
    shown++;
    if (pause > 0) { pause--; return; }
    if (max <= 0) {
      // All of it fits: shown for 15 s before the next section.
      if (shown >= 375) next();
      return;
    }
    if (window.scrollY >= max - 1) {
      if (next()) return;
      window.scrollTo(0, 0); pause = 120; return;
    }
    window.scrollBy(0, step);
    if (window.scrollY >= max - 1) pause = 120;
  }
  setTimeout(function () { setInterval(scroll, 40); }, 5000);
})();
