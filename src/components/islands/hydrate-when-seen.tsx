/**
 * Hydrates server-drawn React components each when it first comes into view (as `client:visible`
 * would), without making them Astro islands: any island puts Astro's island runtime inline in the
 * page (about 1.9 KB compressed), which the page budgets cannot carry (decision 018). The host
 * element (`<favorite-heart>`, `<business-media>`) is `display: contents` and carries its props
 * as JSON in `data-props`; it gets a `hydrated` attribute once React has taken the markup over,
 * so tests and styles can tell a live component. React and the component load when the first
 * host is seen.
 */
import { useEffect, type ComponentType } from 'react';

export function hydrateWhenSeen<P extends object>(tagName: string, load: () => Promise<{ default: ComponentType<P> }>): void {
  async function hydrate(host: HTMLElement): Promise<void> {
    const [{ hydrateRoot }, { default: Component }] = await Promise.all([import('react-dom/client'), load()]);
    const props = JSON.parse(host.dataset.props ?? '{}') as P;
    function Hydrated() {
      useEffect(() => host.setAttribute('hydrated', ''), []);
      return <Component {...props} />;
    }
    hydrateRoot(host, <Hydrated />);
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const host = entry.target.closest<HTMLElement>(tagName);
      if (host) void hydrate(host);
    }
  });

  // The host has no box of its own: watch its first child instead.
  for (const host of document.querySelectorAll<HTMLElement>(`${tagName}:not([hydrated])`)) {
    if (host.firstElementChild) observer.observe(host.firstElementChild);
  }
}
