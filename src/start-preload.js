// The one script index.html runs inline, in its head, before any of the app's code has arrived. With a stored
// session, it asks the browser at once for the code and texts of the signed-in page being opened, beside the
// entry, instead of after the entry has run and its start-up preload has loaded (~500 ms into the load at 4× CPU
// slowdown). It only adds <link rel="modulepreload"> and <link rel="preload" as="style">: the app loads the same
// files itself either way. The build writes it into the page after the routes' files, a JSON block
// (scripts/vite-start-preload.mjs); the CSP allows it by its hash (scripts/csp.mjs). Shipped as written, not
// bundled: plain JavaScript that every supported browser runs (this comment is left out).
(() => {
  try {
    const { keys, fallbackLanguage, routes } = JSON.parse(document.currentScript.previousElementSibling.textContent);
    if (!localStorage.getItem(keys.token)) return;
    const route = routes.find((candidate) => new RegExp(candidate.match, 'i').test(location.pathname));
    if (!route) return;
    const stored = (key) => JSON.parse(localStorage.getItem(key) ?? 'null') ?? {};
    if (route.adminOnly && !stored(keys.user).is_admin) return;
    const language = localStorage.getItem(keys.language) ?? stored(keys.preferences).language;
    const texts = language && language !== fallbackLanguage ? (route.texts[language] ?? []) : [];
    for (const href of [...route.files, ...route.texts[fallbackLanguage], ...texts]) {
      const link = document.createElement('link');
      if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
      else link.rel = 'modulepreload';
      // As the app's own loader asks for them, so that the browser uses what was fetched here.
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // Storage blocked or unreadable: the app's own start-up preload still loads everything, only later.
  }
})();
