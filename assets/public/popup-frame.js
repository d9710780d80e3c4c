// The popup's first frame is the skeleton in its HTML, fixed at build time. Before it paints,
// this sets what the skeleton cannot know: the direction of the browser's language, and the
// theme the user chose (kept by components/ui/theme.ts as one of two words; anything else is
// ignored). Plain JavaScript, not built, and parser-blocking in the head: it runs before the
// first frame, and it is a few hundred bytes from the extension's own files.
(function () {
  var html = document.documentElement;
  try {
    html.dir = chrome.i18n.getMessage('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr';
    var theme = localStorage.getItem('trim:theme');
    if (theme === 'light' || theme === 'dark') html.setAttribute('data-theme', theme);
  } catch (error) {
    /* the module applies both when it starts */
  }
})();
