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
