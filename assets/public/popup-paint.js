// The popup's early paint: lib/boot/forget.ts.
(function paint() {
  var app = document.getElementById('app');
  if (!app) return document.addEventListener('readystatechange', paint, { once: true });
  if (app.firstChild) return;
  try {
    var module = document.head.querySelector('script[type="module"][src]');
    var snapshot = JSON.parse(localStorage.getItem('trim:boot-snapshot'));
    if (module && snapshot && snapshot.build === module.getAttribute('src') && snapshot.language === chrome.i18n.getUILanguage()) {
      snapshot.attributes.forEach(function (a) {
        document.documentElement.setAttribute(a[0], a[1]);
      });
      // Parsed, not assigned as markup: nothing in it runs, and the nodes are moved in whole.
      app.replaceChildren.apply(app, new DOMParser().parseFromString(snapshot.html, 'text/html').body.childNodes);
      app.inert = true;
    }
  } catch (error) {
    /* no early paint */
  }
})();
