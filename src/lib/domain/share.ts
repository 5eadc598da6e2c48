/** Share targets for a page, with the spec's defaults. */
export type ShareContent = { url: string; title: string; description: string; image: string };

export const SHARE_DEFAULTS = {
  title: 'Discover Harlem - A City Within A City',
  description: 'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12',
  image: '/images/fallback.svg',
  hashtags: ['Harlem', 'NYC', 'CultureHub'],
} as const;

export type ShareTarget = { id: string; label: string; href: string; popup: boolean };

/** The five share targets (popups) and the photo-sharing service (its home page). */
export function shareTargets({ url, title, description, image }: ShareContent): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      id: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}&hashtags=${SHARE_DEFAULTS.hashtags.join(',')}`,
      popup: true,
    },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, popup: true },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, popup: true },
    {
      id: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(description)}`,
      popup: true,
    },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/', popup: false },
  ];
}
