// The popup's first frame is the skeleton in its HTML, fixed at build time, laid out in the
// language's direction by its stylesheet (__MSG_@@bidi_dir__). This gives it what a stylesheet
// cannot know: the theme the user chose (kept by components/ui/theme.ts as one of two words;
// anything else is ignored), and the page's direction. Plain JavaScript, not built, a few hundred
// bytes, loaded async: as a parser-blocking script it held the first frame back (0.1 of the
// bench's first paint ÷ blank); it runs before the frame almost always, and when it does not, a
// pinned theme follows a frame later.
(function () {
  var html = document.documentElement;
  try {
    html.dir = chrome.i18n.getMessage('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr';
    var theme = localStorage.getItem('trim:theme');
    if (theme === 'light' || theme === 'dark') html.setAttribute('data-theme', theme);
    // Touch layout where the browser has no context menus (Firefox for Android): decided here,
    // from the API itself, so the first frame is already laid out for a phone.
    // Firefox offers its menus on `chrome` as well.
    if (!chrome.contextMenus) html.setAttribute('data-touch', '');
  } catch (error) {
    /* the module applies both when it starts */
  }
})();
