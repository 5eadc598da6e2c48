/**
 * One reward as members see it: partner business, cost, what is left of a limited one, its
 * dates and terms, and (in the dashboard) Redeem, or why it cannot be redeemed yet. On the public
 * page it is drawn by the server with a link to sign in instead.
 */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import type { RewardView } from '#lib/views/loyalty.ts';
import {
  loyalty_cost,
  loyalty_need_more,
  loyalty_not_yet,
  loyalty_offered_by,
  loyalty_redeem,
  loyalty_remaining,
  loyalty_sold_out,
  loyalty_terms,
  loyalty_valid_from,
  loyalty_valid_until,
} from '#paraglide/messages.js';
import { peoplesText, writtenIn } from '#lib/i18n/written-language.ts';

type Props = {
  locale: Locale;
  reward: RewardView;
  /** The member's points to spend; null on the public page. */
  balance: number | null;
  /** Where Redeem posts and comes back to; a link for the public page instead. */
  redeem: { action: string; next: string } | { href: string; label: string };
};

export default function RewardCard({ locale, reward, balance, redeem }: Props) {
  const t = { locale };
  const peoples = writtenIn('en', locale);
  // The admins' verified translation (decision 024), else the English marked as such.
  const title = peoplesText(locale, reward.title, reward.translated?.title);
  const description = peoplesText(locale, reward.description, reward.translated?.description);
  const short = balance === null ? 0 : reward.pointsCost - balance;
  const blocked =
    reward.closed === 'not_yet'
      ? loyalty_not_yet({}, t)
      : reward.closed === 'sold_out'
        ? loyalty_sold_out({}, t)
        : short > 0
          ? loyalty_need_more({ needed: short }, t)
          : null;
  return (
    <li className="loyalty-reward card" data-reward={reward.id}>
      <h4 lang={title.lang}>{title.shown}</h4>
      {reward.businessName && (
        <p className="loyalty-partner">
          {loyalty_offered_by({}, t)}{' '}
          {reward.businessId ? (
            <a href={localizePath(locale, `/business/${reward.businessId}`)} lang={peoples} translate="no">
              {reward.businessName}
            </a>
          ) : (
            <span lang={peoples} translate="no">
              {reward.businessName}
            </span>
          )}
        </p>
      )}
      {description.shown && <p lang={description.lang}>{description.shown}</p>}
      <p className="loyalty-meta">
        <strong className="loyalty-cost">{loyalty_cost({ points: reward.pointsCost }, t)}</strong>
        {reward.remaining !== null && <span data-remaining={reward.remaining}>{loyalty_remaining({ count: reward.remaining }, t)}</span>}
        {reward.validFrom && <span>{loyalty_valid_from({ date: reward.validFrom }, t)}</span>}
        {reward.validUntil && <span>{loyalty_valid_until({ date: reward.validUntil }, t)}</span>}
      </p>
      {reward.terms && (
        <p className="loyalty-terms">
          <span>{loyalty_terms({}, t)}: </span>
          <span lang={peoples}>{reward.terms}</span>
        </p>
      )}
      {'action' in redeem ? (
        blocked ? (
          <p className="loyalty-blocked">{blocked}</p>
        ) : (
          <form method="post" action={redeem.action} className="loyalty-redeem">
            <input type="hidden" name="rewardId" value={reward.id} />
            <input type="hidden" name="next" value={redeem.next} />
            <button type="submit" className="button gold" aria-label={`${loyalty_redeem({}, t)}: ${title.shown}`}>
              {loyalty_redeem({}, t)}
            </button>
          </form>
        )
      ) : reward.closed ? (
        <p className="loyalty-blocked">{blocked}</p>
      ) : (
        <a className="button secondary" href={redeem.href}>
          {redeem.label}
        </a>
      )}
    </li>
  );
}
