/**
 * The favorite heart (spec 01 sections 2.3, 2.7, 4, 8): a round heart over a card's image, or on
 * the business page a button reading "Add to Favorites" / "Favorited". Without JavaScript it is a
 * form posting to the favorites.change action, which comes back to the page with a notice (or
 * goes to sign-in first). Hydrated, a press shows at once on every heart for the business
 * (the shared store), the heart is disabled until the server answers, success says so in a toast,
 * a refusal rolls back with the spec's message, a signed-out visitor is asked to log in, and a
 * session that ended (401) leads to sign-in.
 */
import type { SubmitEvent } from 'react';
import { toggleFavorite } from '#stores/favorites.ts';
import { askToSignIn } from '#stores/viewer.ts';
import { useFavorite } from './use-favorite.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  businesses_fav_add_end,
  businesses_fav_add_start,
  businesses_fav_favorited,
  businesses_fav_remove,
  businesses_fav_save,
  notices_fav_login,
} from '#paraglide/messages.js';
import './favorite-button.css';

/** The favorites.change action for a plain post through this page (what Astro's actions name it), without its browser client. */
const CHANGE_FAVORITE = '?_action=favorites.change';

export type FavoriteButtonProps = {
  business: { id: number; name: string };
  /** Whether the signed-in visitor had saved it when the page was drawn. */
  saved?: boolean;
  signedIn?: boolean;
  /** The page to come back to after the form post without JavaScript. */
  next: string;
  variant?: 'icon' | 'button';
  /** The page's language; English when not given. */
  locale?: Locale;
};

export default function FavoriteButton({
  business,
  saved: savedOnServer = false,
  signedIn = false,
  next,
  variant = 'icon',
  locale = 'en',
}: FavoriteButtonProps) {
  const { saved, pending } = useFavorite(business.id, savedOnServer);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) askToSignIn(notices_fav_login({}, { locale }));
    else void toggleFavorite(business);
  };

  return (
    <form method="post" action={CHANGE_FAVORITE} className={`fav fav-${variant}`} onSubmit={onSubmit}>
      <input type="hidden" name="businessId" value={business.id} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <input type="hidden" name="next" value={next} />
      <button
        type="submit"
        className={variant === 'button' ? 'button gold' : undefined}
        aria-pressed={saved}
        // aria-disabled rather than disabled: the focus stays on the heart for keyboard users.
        aria-disabled={pending || undefined}
        aria-label={
          variant === 'icon' ? (saved ? businesses_fav_remove : businesses_fav_save)({ name: business.name }, { locale }) : undefined
        }
        data-favorite-id={business.id}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 20.5s-7.4-4.5-9.3-9.1C1.3 8.1 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.7 3.6 4.3 6.9-1.9 4.6-9.3 9.1-9.3 9.1Z" />
        </svg>
        {/* Visible words inside the name (WCAG 2.5.3); the business name is there for screen readers only. */}
        {variant === 'button' &&
          (saved ? (
            <span className="fav-words">
              <span className="visually-hidden" translate="no">
                {business.name}{' '}
              </span>
              {businesses_fav_favorited({}, { locale })}
            </span>
          ) : (
            <span className="fav-words">
              {businesses_fav_add_start({}, { locale })}
              <span className="visually-hidden" translate="no">
                {' '}
                {business.name}
              </span>
              {businesses_fav_add_end({}, { locale })}
            </span>
          ))}
      </button>
    </form>
  );
}
