// The popup's early paint and its module's start: lib/boot/forget.ts.
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
    /* no early paint */
  }
  if (!painted) return start();
  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 100);
})(document.getElementById('app'), document.head.querySelector('link[rel="modulepreload"]'));
