/**
 * Hydrates the hearts that FavoriteButton.astro drew on the server, each when it first comes into
 * view (as `client:visible` would). A page of cards carries a dozen or more hearts; as Astro
 * islands each one wrote its island attributes, and any island puts Astro's island runtime inline
 * in the page, which cost the home page its 14,000-byte budget (decision 018). Here the hearts
 * carry only their props, and this module is one cached file. React and the heart load when the
 * first heart is seen.
 */
import { useEffect } from 'react';
import type { FavoriteButtonProps } from './FavoriteButton.tsx';

/** The element around each heart, with its props as JSON. */
const SELECTOR = 'favorite-heart:not([hydrated])';

async function hydrate(host: HTMLElement): Promise<void> {
  const [{ hydrateRoot }, { default: FavoriteButton }] = await Promise.all([import('react-dom/client'), import('./FavoriteButton.tsx')]);
  const props = JSON.parse(host.dataset.props ?? '{}') as FavoriteButtonProps;
  // Marked once React has taken the markup over, so tests (and styles) can tell a live heart.
  function Heart() {
    useEffect(() => host.setAttribute('hydrated', ''), []);
    return <FavoriteButton {...props} />;
  }
  hydrateRoot(host, <Heart />);
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    const host = entry.target.closest<HTMLElement>('favorite-heart');
    if (host) void hydrate(host);
  }
});

// The host is `display: contents` (it has no box to observe): watch the heart's form instead.
for (const host of document.querySelectorAll<HTMLElement>(SELECTOR)) {
  if (host.firstElementChild) observer.observe(host.firstElementChild);
}
