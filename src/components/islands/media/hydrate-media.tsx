/**
 * Hydrates the business page's gallery (BusinessMediaOnPage.astro) when it first comes into view,
 * as `client:visible` would, without making it an Astro island: any island puts Astro's island
 * runtime inline in the page (about 1.9 KB compressed), which the business page's 14,000-byte
 * budget could not carry beside the service worker's tags. The same pattern as the hearts
 * (decision 018): the element carries its props, this module is one cached file.
 */
import { useEffect } from 'react';
import type { BusinessMediaProps } from './BusinessMedia.tsx';

async function hydrate(host: HTMLElement): Promise<void> {
  const [{ hydrateRoot }, { default: BusinessMedia }] = await Promise.all([import('react-dom/client'), import('./BusinessMedia.tsx')]);
  const props = JSON.parse(host.dataset.props ?? '{}') as BusinessMediaProps;
  function Gallery() {
    useEffect(() => host.setAttribute('hydrated', ''), []);
    return <BusinessMedia {...props} />;
  }
  hydrateRoot(host, <Gallery />);
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    const host = entry.target.closest<HTMLElement>('business-media');
    if (host) void hydrate(host);
  }
});

// The host is `display: contents` (no box of its own): watch the gallery inside it.
for (const host of document.querySelectorAll<HTMLElement>('business-media:not([hydrated])')) {
  if (host.firstElementChild) observer.observe(host.firstElementChild);
}
