// The popup's early paint and its module's start, kept small: lib/boot/forget.ts says how.
(function (app, module, snapshot, painted, started) {
  function start() {
    if (!started && module) import(module.href);
    started = true;
  }
  try {
    snapshot = JSON.parse(localStorage.getItem('trim:boot-snapshot'));
    if (app && module && snapshot && snapshot.build === module.getAttribute('href') && snapshot.language === chrome.i18n.getUILanguage()) {
      snapshot.attributes.forEach(function (a) {
        document.documentElement.setAttribute(a[0], a[1]);
      });
      app.innerHTML = snapshot.html;
      app.inert = painted = true;
    }
  } catch (error) {
    // A broken snapshot costs this opening its early paint, nothing more.
  }
  if (!painted) return start();
  // Once the frame is on screen; a tab in the background draws no frames, hence the timer too.
  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 100);
})(document.getElementById('app'), document.head.querySelector('link[rel="modulepreload"]'));
