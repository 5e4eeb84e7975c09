// The 終局処理 page: a tap on a point posts it; the stage's countdown; the
// page reloads when the flow changed (the other phone acted, time ran out).
(function () {
  var sec = document.querySelector("section.count, section.count-start");
  if (!sec) return;
  var form = document.getElementById("act");
  var q = new URLSearchParams(location.search).get("q") || "";
  if (form) {
    form.q.value = q;
    var colour = new URLSearchParams(location.search).get("colour");
    if (colour !== null) {
      var r = form.querySelector('input[name=colour][value="' + colour + '"]');
      if (r) r.checked = true;
    }
    if (form.kind.value) {
      document.querySelectorAll("rect.pt").forEach(function (pt) {
        pt.addEventListener("click", function () {
          form.x.value = pt.getAttribute("data-x");
          form.y.value = pt.getAttribute("data-y");
          form.submit();
        });
      });
    }
  }
  var left = sec.querySelector(".left");
  var seconds = parseInt(sec.getAttribute("data-seconds"), 10);
  if (left && seconds >= 0) {
    setInterval(function () {
      if (seconds > 0) seconds--;
      left.textContent = Math.floor(seconds / 60) + ":" + ("0" + (seconds % 60)).slice(-2);
    }, 1000);
  }
  var version = sec.getAttribute("data-version");
  var state = sec.getAttribute("data-state");
  setInterval(function () {
    fetch(state, { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
      if (String(s.version) !== version) location.reload();
    }).catch(function () {});
  }, 2000);
})();
