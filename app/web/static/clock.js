// The round clock (#clock on the wall and a player's page) counts down
// each second from the server's time, whatever the phone's clock says.
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
})();
