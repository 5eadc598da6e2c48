/**
 * Sales: what each paid event and bookable service sold (tickets or bookings, what buyers paid,
 * the guide's fees, refunds, and the net to the owner), a bar chart of the last 30 days' net
 * sales with the same figures as a table beside it, and the CSV of every sale. Figures are the
 * server's integer cents (domain/sales.ts), written in the page's language.
 */
import { Fragment } from 'react';
import { withLanguageParam } from '#lib/i18n/language-param.ts';
import { countIn, moneyIn, shortDateIn } from '#lib/i18n/format.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import type { SalesLineView, SalesView } from '#lib/views/sales.ts';
import type { SaleTotals } from '#lib/domain/sales.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import {
  owner_sales_chart,
  owner_sales_chart_table,
  owner_sales_col_day,
  owner_sales_col_discounts,
  owner_sales_col_fees,
  owner_sales_col_gross,
  owner_sales_col_item,
  owner_sales_col_net,
  owner_sales_col_refunds,
  owner_sales_col_sold,
  owner_sales_events,
  owner_sales_export,
  owner_sales_none,
  owner_sales_note,
  owner_sales_services,
  owner_sales_title,
  owner_sales_total,
  owner_sales_type_row,
} from '#paraglide/messages.js';

type Props = { data: OwnerDashboardView; locale: Locale };

const CHART = { width: 600, height: 120 };

function Figures({ totals, locale }: { totals: SaleTotals; locale: Locale }) {
  return (
    <>
      <td>{countIn(locale, totals.count)}</td>
      <td>{moneyIn(locale, totals.grossCents)}</td>
      <td>{totals.discountsCents > 0 ? `−${moneyIn(locale, totals.discountsCents)}` : moneyIn(locale, 0)}</td>
      <td>{moneyIn(locale, totals.feesCents)}</td>
      <td>{moneyIn(locale, totals.refundsCents)}</td>
      <td>
        <strong>{moneyIn(locale, totals.netCents)}</strong>
      </td>
    </>
  );
}

/** An event's types worth a row of their own: when it sold more than one, or a named one (not a plain seat). */
const byType = (line: SalesLineView) =>
  line.types.length > 1 || (line.types.length === 1 && line.types[0].name !== 'general') ? line.types : [];

function SalesTable({ caption, lines, locale }: { caption: string; lines: SalesLineView[]; locale: Locale }) {
  const t = { locale };
  return (
    <div className="owner-table-wrap">
      <table className="owner-table owner-sales-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{owner_sales_col_item({}, t)}</th>
            <FigureHeaders locale={locale} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <Fragment key={`${line.kind}-${line.id}`}>
              <tr>
                <th scope="row">
                  <span lang={writtenIn('en', locale)}>{line.title}</span>
                  {line.startsAt && (
                    <>
                      <br />
                      <small className="muted">{shortDateIn(locale, toNewYorkParts(new Date(line.startsAt)).date)}</small>
                    </>
                  )}
                </th>
                <Figures totals={line} locale={locale} />
              </tr>
              {/* Sold by ticket type (issue 33): each type's own figures under its event. */}
              {byType(line).map((type) => (
                <tr key={`${line.kind}-${line.id}-${type.name}`} className="owner-sales-type">
                  <th scope="row">
                    <span translate="no">{owner_sales_type_row({ type: type.name }, t)}</span>
                  </th>
                  <Figures totals={type} locale={locale} />
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The five figures' column headers, in the order Figures draws them. */
function FigureHeaders({ locale }: { locale: Locale }) {
  const t = { locale };
  return (
    <>
      <th scope="col">{owner_sales_col_sold({}, t)}</th>
      <th scope="col">{owner_sales_col_gross({}, t)}</th>
      <th scope="col">{owner_sales_col_discounts({}, t)}</th>
      <th scope="col">{owner_sales_col_fees({}, t)}</th>
      <th scope="col">{owner_sales_col_refunds({}, t)}</th>
      <th scope="col">{owner_sales_col_net({}, t)}</th>
    </>
  );
}

/** The last 30 days' net sales as bars (hidden from screen readers), and as a table that says the same. */
function DailyChart({ daily, locale }: { daily: SalesView['daily']; locale: Locale }) {
  const t = { locale };
  const top = Math.max(1, ...daily.map((day) => Math.abs(day.netCents)));
  const slot = CHART.width / daily.length;
  return (
    <figure className="owner-sales-chart">
      <figcaption>
        <h3>{owner_sales_chart({}, t)}</h3>
      </figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" aria-hidden="true" focusable="false">
        <line x1="0" x2={CHART.width} y1={CHART.height - 0.5} y2={CHART.height - 0.5} stroke="currentColor" strokeOpacity="0.3" />
        {daily.map((day, index) => {
          const height = Math.round((Math.max(0, day.netCents) / top) * (CHART.height - 4));
          return (
            <rect
              key={day.date}
              data-date={day.date}
              x={index * slot + 1}
              y={CHART.height - height}
              width={Math.max(1, slot - 2)}
              height={height}
              fill="currentColor"
            />
          );
        })}
      </svg>
      <details>
        <summary>{owner_sales_chart_table({}, t)}</summary>
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead>
              <tr>
                <th scope="col">{owner_sales_col_day({}, t)}</th>
                <th scope="col">{owner_sales_col_net({}, t)}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{shortDateIn(locale, day.date)}</th>
                  <td>{moneyIn(locale, day.netCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export default function SalesTab({ data, locale }: Props) {
  const t = { locale };
  const { sales } = data;
  return (
    <section aria-labelledby="owner-sales-title" className="owner-sales">
      <h2 id="owner-sales-title">{owner_sales_title({}, t)}</h2>
      <p className="muted">{owner_sales_note({}, t)}</p>
      {sales.totals.count === 0 ? (
        <p>{owner_sales_none({}, t)}</p>
      ) : (
        <>
          <div className="owner-table-wrap">
            <table className="owner-table owner-sales-total">
              <thead>
                <tr>
                  <td />
                  <FigureHeaders locale={locale} />
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{owner_sales_total({}, t)}</th>
                  <Figures totals={sales.totals} locale={locale} />
                </tr>
              </tbody>
            </table>
          </div>
          <DailyChart daily={sales.daily} locale={locale} />
          {sales.events.length > 0 && <SalesTable caption={owner_sales_events({}, t)} lines={sales.events} locale={locale} />}
          {sales.services.length > 0 && <SalesTable caption={owner_sales_services({}, t)} lines={sales.services} locale={locale} />}
          <p>
            <a
              className="button secondary"
              href={withLanguageParam(locale, `/api/businesses/${data.business.id}/sales?format=csv`)}
              download
            >
              {owner_sales_export({}, t)}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
