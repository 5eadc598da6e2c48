// The service worker's registration and new-version notice; served as written (decision 022).
const SETTLE_MS = 3000;
const WORDS = { es: ['Hay una nueva versión de la guía. ', 'Recargar'], fr: ['Une nouvelle version du guide est disponible. ', 'Recharger'] }[document.documentElement.lang] || ['A new version of the guide is available. ', 'Reload'];
const whenIdle = (work) => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 5000 }) : work()), SETTLE_MS);
if ('serviceWorker' in navigator) {
  addEventListener('load', () => whenIdle(() => {
    const firstVisit = !navigator.serviceWorker.controller;
    navigator.serviceWorker.register('/sw.js').then((registration) => {
      document.documentElement.dataset.serviceWorker = 'registered';
      // The worker did not see this page load: it keeps it now, so it opens offline like any visited page.
      const loaded = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(`${location.origin}/_astro/`));
      if (firstVisit) navigator.serviceWorker.ready.then((ready) => ready.active && ready.active.postMessage({ type: 'KEEP_PAGE', url: location.href, assets: loaded() }));
      const offer = (worker) => {
        if (document.querySelector('.sw-update')) return;
        const note = document.createElement('div');
        note.className = 'sw-update';
        note.setAttribute('role', 'status');
        note.append(WORDS[0]);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'button';
        button.textContent = WORDS[1];
        button.onclick = () => worker.postMessage({ type: 'SKIP_WAITING' });
        note.append(button);
        document.body.append(note);
      };
      const watch = (worker) => worker.addEventListener('statechange', () => worker.state === 'installed' && navigator.serviceWorker.controller && offer(worker));
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => registration.installing && watch(registration.installing));
      let reloading = false;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (reloading || !document.querySelector('.sw-update')) return;
        reloading = true;
        location.reload();
      });
    }, (error) => console.error('Service worker registration failed:', error));
  }));
}
