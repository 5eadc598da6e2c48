/** The Analytics tab's rankings: busiest community boards and categories, most viewed pages. */
import { useId } from 'react';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { categoryName } from '#lib/i18n/localized/names.ts';
import { countIn } from '#lib/i18n/localized/moderation.ts';
import type { RankedRow, TopPage } from '#lib/views/admin-analytics.ts';
import {
  moderation_an_name,
  moderation_an_no_views,
  moderation_an_none,
  moderation_an_page,
  moderation_an_s_favorites,
  moderation_an_s_page_views,
  moderation_an_s_registrations,
  moderation_an_views,
} from '#paraglide/messages.js';

/** The slug a category was seeded with, from its stored name ("Bars & Nightlife": bars-nightlife). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Boards or categories with the period's page views, favorites added and registrations. Board
 * labels are names (`names`: kept as they are); categories are the guide's own, translated.
 */
export function BusiestTable({
  title,
  rows,
  locale = 'en',
  names = false,
}: {
  title: string;
  rows: RankedRow[];
  locale?: Locale;
  names?: boolean;
}) {
  const heading = useId();
  const t = { locale };
  const count = (value: number) => countIn(locale, value);
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{moderation_an_none({}, t)}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="analytics-ranking">
            <thead>
              <tr>
                <th scope="col">{moderation_an_name({}, t)}</th>
                <th scope="col">{moderation_an_s_page_views({}, t)}</th>
                <th scope="col">{moderation_an_s_favorites({}, t)}</th>
                <th scope="col">{moderation_an_s_registrations({}, t)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {names ? (
                    <th scope="row" translate="no">
                      {row.label}
                    </th>
                  ) : (
                    <CategoryCell locale={locale} label={row.label} />
                  )}
                  <td>{count(row.views)}</td>
                  <td>{count(row.favorites)}</td>
                  <td>{count(row.registrations)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A category's name in the page's language; one the guide does not know stays as stored, in English. */
function CategoryCell({ locale, label }: { locale: Locale; label: string }) {
  const name = categoryName(locale, slugOf(label), label);
  return (
    <th scope="row" lang={name === label ? writtenIn('en', locale) : undefined}>
      {name}
    </th>
  );
}

/** The most viewed business or event pages, linked. Business names and event titles stay as written. */
export function TopPagesTable({
  title,
  rows,
  path,
  locale = 'en',
}: {
  title: string;
  rows: TopPage[];
  path: '/business/' | '/events/';
  locale?: Locale;
}) {
  const heading = useId();
  const t = { locale };
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{moderation_an_no_views({}, t)}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="analytics-ranking">
            <thead>
              <tr>
                <th scope="col">{moderation_an_page({}, t)}</th>
                <th scope="col">{moderation_an_views({}, t)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <a
                      href={localizePath(locale, `${path}${row.id}`)}
                      translate={path === '/business/' ? 'no' : undefined}
                      lang={path === '/events/' ? writtenIn('en', locale) : undefined}
                    >
                      {row.label}
                    </a>
                  </th>
                  <td>{countIn(locale, row.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
