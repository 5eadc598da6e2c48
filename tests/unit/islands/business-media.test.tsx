// @vitest-environment jsdom
/**
 * A business's gallery (issue 35): with no uploaded photos a visitor reads that it shows only the
 * business's own photos, and its owner is invited to the dashboard's Photos & Videos tab; a video
 * this site serves plays in the page with its WebVTT captions, one elsewhere stays a link.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BusinessMedia, { type BusinessMediaProps } from '#components/islands/media/BusinessMedia.tsx';
import { resetIslands } from '../../helpers/islands.ts';

afterEach(resetIslands);

const props = (overrides: Partial<BusinessMediaProps> = {}): BusinessMediaProps => ({
  businessId: 7,
  businessName: 'Lenox Avenue Soul Kitchen',
  videoTours: true,
  photos: [],
  photoTotal: 0,
  videos: [],
  canManage: false,
  page: '/business/7#gallery',
  ...overrides,
});
const tour = {
  id: 1,
  title: 'Lenox Avenue Soul Kitchen: an illustrated tour',
  description: null,
  videoUrl: '/videos/lenox-avenue-soul-kitchen-tour.webm',
  captionsUrl: '/videos/lenox-avenue-soul-kitchen-tour.vtt',
  locked: false,
  thumbnailUrl: '/images/art/businesses/lenox-avenue-soul-kitchen.svg',
  duration: 15,
};

describe('the gallery', () => {
  it('without photos says so: a plain note for visitors, a link to the media tab for the owner', () => {
    const { unmount } = render(<BusinessMedia {...props()} />);
    expect(screen.getByText('No photos yet.')).toBeTruthy();
    expect(screen.getByText('The guide shows only photos the business has added itself.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Photos & Videos tab' })).toBeNull();
    unmount();
    render(<BusinessMedia {...props({ canManage: true, mediaTabHref: '/business-dashboard?tab=media' })} locale="es" />);
    expect(screen.getByText('Todavía no hay fotos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pestaña Fotos y videos' }).getAttribute('href')).toBe('/business-dashboard?tab=media');
    expect(screen.queryByText(/La guía muestra solo/)).toBeNull();
  });

  it('plays a video this site serves with its captions, and links to one elsewhere', () => {
    const { container } = render(
      <BusinessMedia {...props({ videos: [tour, { ...tour, id: 2, videoUrl: 'https://video.example/watch/1', captionsUrl: null }] })} />,
    );
    const players = container.querySelectorAll('video');
    expect(players).toHaveLength(1);
    expect(players[0].querySelector('source')?.getAttribute('src')).toBe(tour.videoUrl);
    const track = players[0].querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('srclang'), track.getAttribute('label')]).toEqual([
      'captions',
      tour.captionsUrl,
      'en',
      'English captions',
    ]);
    expect(screen.getAllByText('0:15')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^View/ }).map((link) => link.getAttribute('href'))).toEqual([
      tour.videoUrl,
      'https://video.example/watch/1',
    ]);
  });
});
