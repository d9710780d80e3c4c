// The popup's early paint, kept small: lib/boot/forget.ts says how it works.
(function (app, head, snapshot) {
  try {
    snapshot = JSON.parse(localStorage.getItem('trim:boot-snapshot'));
    if (app && head && snapshot && snapshot.build === head.getAttribute('src') && snapshot.language === chrome.i18n.getUILanguage()) {
      snapshot.attributes.forEach(function (a) {
        document.documentElement.setAttribute(a[0], a[1]);
      });
      app.innerHTML = snapshot.html;
      app.inert = true;
    }
  } catch (error) {
    // A broken snapshot costs this opening its early paint, nothing more.
  }
})(document.getElementById('app'), document.head.querySelector('script[src]'));
