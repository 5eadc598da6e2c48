/**
 * The dashboard's Points tab (decision 025): balance, lifetime points, tier and the way to the
 * next one, the member's reward codes, the rewards open now with Redeem (a plain form post to
 * loyalty.redeem: the server decides, and the dashboard comes back with the code), and the
 * points history with each entry's reason. Names of places and rewards stay as written.
 */
import { actions } from 'astro:actions';
import { actionUrl } from '#lib/site/action-url.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { reasonIn, tierNameIn } from '#lib/i18n/localized/loyalty.ts';
import type { MemberLoyaltyView } from '#lib/views/loyalty.ts';
import {
  loyalty_balance,
  loyalty_code_unused,
  loyalty_code_used,
  loyalty_codes,
  loyalty_codes_help,
  loyalty_col_date,
  loyalty_col_points,
  loyalty_col_reason,
  loyalty_history,
  loyalty_history_empty,
  loyalty_how_link,
  loyalty_lifetime,
  loyalty_next_tier,
  loyalty_progress_label,
  loyalty_redeemed_on,
  loyalty_rewards,
  loyalty_reversal_shortfall,
  loyalty_tier,
  loyalty_top_tier,
} from '#paraglide/messages.js';
import RewardCard from './RewardCard.tsx';
import { countIn } from '#lib/i18n/format.ts';
import './loyalty.css';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = {
  locale: Locale;
  data: MemberLoyaltyView;
  /** The dashboard's address, to come back to after Redeem. */
  back: string;
};

export default function MyPoints({ locale, data, back }: Props) {
  const t = { locale };
  const peoples = writtenIn('en', locale);
  const number = { format: (value: number) => countIn(locale, value) };
  const next = `${back}#points`;
  return (
    <div className="loyalty">
      <dl className="loyalty-facts">
        <div>
          <dt>{loyalty_balance({}, t)}</dt>
          <dd data-points-balance>{number.format(data.points)}</dd>
        </div>
        <div>
          <dt>{loyalty_lifetime({}, t)}</dt>
          <dd data-points-lifetime>{number.format(data.lifetimePoints)}</dd>
        </div>
        <div>
          <dt>{loyalty_tier({}, t)}</dt>
          <dd data-tier={data.tier}>{tierNameIn(locale, data.tier)}</dd>
        </div>
      </dl>
      {data.next ? (
        <div className="loyalty-progress">
          <progress
            max={100}
            value={data.next.percent}
            aria-label={loyalty_progress_label({ tier: tierNameIn(locale, data.next.tier) }, t)}
          />
          <p>{loyalty_next_tier({ needed: number.format(data.next.needed), tier: tierNameIn(locale, data.next.tier) }, t)}</p>
        </div>
      ) : (
        <p className="loyalty-progress">{loyalty_top_tier({}, t)}</p>
      )}
      <p>
        <a href={localizePath(locale, '/rewards')}>{loyalty_how_link({}, t)}</a>
      </p>

      {data.redemptions.length > 0 && (
        <section aria-labelledby="loyalty-codes-heading">
          <h3 id="loyalty-codes-heading">{loyalty_codes({}, t)}</h3>
          <p className="muted">{loyalty_codes_help({}, t)}</p>
          <ul className="loyalty-codes">
            {data.redemptions.map((redemption) => (
              <li key={redemption.code} data-code={redemption.code} data-verified={redemption.verifiedOn ? 'true' : 'false'}>
                <code translate="no">{redemption.code}</code>
                <span>
                  <strong lang={peoples}>{redemption.rewardTitle}</strong>
                  {redemption.businessName && (
                    <>
                      {' · '}
                      <span lang={peoples} translate="no">
                        {redemption.businessName}
                      </span>
                    </>
                  )}
                </span>
                <span className="muted">{loyalty_redeemed_on({ date: redemption.date }, t)}</span>
                <span className={redemption.verifiedOn ? 'loyalty-used' : 'loyalty-open'}>
                  {redemption.verifiedOn ? loyalty_code_used({ date: redemption.verifiedOn }, t) : loyalty_code_unused({}, t)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="loyalty-rewards-heading">
        <h3 id="loyalty-rewards-heading">{loyalty_rewards({}, t)}</h3>
        <ul className="loyalty-rewards">
          {data.rewards.map((reward) => (
            <RewardCard
              key={reward.id}
              locale={locale}
              reward={reward}
              balance={data.points}
              redeem={{ action: actionUrl(back, actions.loyalty.redeem), next }}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="loyalty-history-heading">
        <h3 id="loyalty-history-heading">{loyalty_history({}, t)}</h3>
        {data.transactions.length === 0 ? (
          <p className="muted">{loyalty_history_empty({}, t)}</p>
        ) : (
          <div className="loyalty-table-wrap">
            <table className="loyalty-history">
              <thead>
                <tr>
                  <th scope="col">{loyalty_col_date({}, t)}</th>
                  <th scope="col">{loyalty_col_reason({}, t)}</th>
                  <th scope="col" className="loyalty-num">
                    {loyalty_col_points({}, t)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.transactions.map((entry) => (
                  <tr key={entry.id} data-type={entry.type}>
                    <td>{entry.date}</td>
                    <td>
                      {reasonIn(locale, entry.type)}
                      {(entry.businessName ?? entry.rewardTitle ?? entry.about) && (
                        <>
                          {': '}
                          <span lang={peoples} translate="no">
                            {entry.businessName ?? entry.rewardTitle ?? entry.about}
                          </span>
                        </>
                      )}
                      {entry.shortfall > 0 && ` (${loyalty_reversal_shortfall({ count: number.format(entry.shortfall) }, t)})`}
                    </td>
                    <td className="loyalty-num">
                      {entry.points > 0 ? `+${number.format(entry.points)}` : `−${number.format(-entry.points)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
