/** Every page: registers the service worker (offline codex and search) and shows when the reader is offline. */
const swUrl = document.body.dataset.sw;
const base = document.body.dataset.base ?? '/';
if ('serviceWorker' in navigator && swUrl) {
  navigator.serviceWorker.register(swUrl, { scope: base }).catch(() => {
    // Offline support is an enhancement; the site works without it.
  });
}
const note = document.querySelector<HTMLElement>('.offline-note');
const update = () => {
  if (note) note.hidden = navigator.onLine;
};
window.addEventListener('online', update);
window.addEventListener('offline', update);
update();

// A search box sends to the live API's page for readers without JavaScript (its action, when the site
// knows one); with JavaScript, to the site's own search page, which also answers offline.
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-site-action]'))
  form.action = form.dataset.siteAction!;

// On a phone the main menu folds behind one button (site.css); the button opens and closes it.
const menuButton = document.querySelector<HTMLButtonElement>('.menu-toggle');
const menu = document.getElementById('site-nav');
if (menuButton && menu) {
  menuButton.addEventListener('click', () => {
    const open = menuButton.getAttribute('aria-expanded') !== 'true';
    menuButton.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
  });
}
