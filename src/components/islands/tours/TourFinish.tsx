/**
 * The finish screen of a walked tour: the points earned (signed in), a rating from 1 to 5 with
 * optional feedback sent to the account (tourProgress.rate), or a way to sign in to rate, and
 * "Walk it again".
 */
import { useState, type FormEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { FEEDBACK_MAX_LENGTH } from '#lib/schemas/tour-progress-messages.ts';
import { postAction } from '#lib/site/post-action.ts';
import {
  tours_awarded,
  tours_feedback_label,
  tours_finished_heading,
  tours_finished_text,
  tours_rate_failed,
  tours_rate_legend,
  tours_rate_sign_in,
  tours_rate_submit,
  tours_rated,
  tours_star,
  tours_walk_again,
} from '#paraglide/messages.js';

type Props = {
  locale: Locale;
  tourId: number;
  count: number;
  account: { id: number } | null;
  signIn: string;
  /** Loyalty points this walk just earned (0 when none, or earned before). */
  awarded: number;
  /** The rating already given, if any. */
  rated: number | null;
  onAgain: () => void;
};

export default function TourFinish({ locale, tourId, count, account, signIn, awarded, rated, onAgain }: Props) {
  const t = { locale };
  const [rating, setRating] = useState<number | null>(rated);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('tourId', String(tourId));
    setSending(true);
    const answer = await postAction('tourProgress.rate', form).catch(() => null);
    setSending(false);
    if (!answer) return setError(tours_rate_failed({}, t));
    if (answer.error) return setError(answer.error.message || tours_rate_failed({}, t));
    setError('');
    setRating(Number(answer.data.rating));
  };

  return (
    <div className="tour-finish">
      <h2 id="follow-heading">{tours_finished_heading({}, t)}</h2>
      <p>{tours_finished_text({ count }, t)}</p>
      {awarded > 0 && <p className="tour-awarded">{tours_awarded({ points: awarded }, t)}</p>}
      {rating !== null ? (
        <p role="status">{tours_rated({ rating }, t)}</p>
      ) : account ? (
        <form className="tour-rate" onSubmit={(event) => void send(event)}>
          <fieldset>
            <legend>{tours_rate_legend({}, t)}</legend>
            <div className="rate-stars">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value}>
                  <input type="radio" name="rating" value={value} required />
                  <span aria-hidden="true">{'★'.repeat(value)}</span>
                  <span className="visually-hidden">{tours_star({ count: value }, t)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="field">
            {tours_feedback_label({}, t)}
            <textarea name="feedback" rows={3} maxLength={FEEDBACK_MAX_LENGTH} />
          </label>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={sending}>
            {tours_rate_submit({}, t)}
          </button>
        </form>
      ) : (
        <p>
          <a href={signIn}>{tours_rate_sign_in({}, t)}</a>
        </p>
      )}
      <p>
        <button type="button" className="button secondary" onClick={onAgain}>
          {tours_walk_again({}, t)}
        </button>
      </p>
    </div>
  );
}
