import { pageBuild, readBootSnapshot } from '@/lib/boot/snapshot';

// A classic script right after the popup's #app: it paints the last plain view (lib/boot) while
// the module is still loading, so the first frame does not wait for the script. The app takes
// the nodes over; until then they are inert, so nothing typed or clicked is lost to the swap.
export default defineUnlistedScript(() => {
  const app = document.getElementById('app');
  const snapshot = app && readBootSnapshot(pageBuild(), chrome.i18n.getUILanguage());
  if (!app || !snapshot) return;
  for (const [name, value] of snapshot.attributes) document.documentElement.setAttribute(name, value);
  app.innerHTML = snapshot.html;
  app.inert = true;
});
