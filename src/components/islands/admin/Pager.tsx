/** Previous/next links and "Showing 11–20 of 42" for one page of a list; links keep the rest of the query. */
import type { MouseEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { countIn } from '#lib/i18n/localized/admin.ts';
import type { Page } from '#lib/views/admin-dashboard.ts';
import { admin_next, admin_pager_label, admin_pager_none, admin_pager_showing, admin_previous } from '#paraglide/messages.js';

type Props = {
  list: Page<unknown>;
  search: string;
  go: (query: string) => void;
  /** The list's name in the page's language ("Businesses"), naming the pages. */
  label: string;
  locale: Locale;
  /** What an empty list says in the page's language; by default "No {label} found" with the label in lower case. */
  empty?: string;
};

export function hrefWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** Follows an in-island link without reloading the page (a plain click only). */
export function follow(event: MouseEvent<HTMLAnchorElement>, go: (query: string) => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go(event.currentTarget.getAttribute('href') ?? '?');
}

export default function Pager({ list, search, go, label, locale, empty }: Props) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  return (
    <nav className="admin-pager" aria-label={admin_pager_label({ label }, { locale })}>
      <span role="status">
        {list.total === 0
          ? (empty ?? admin_pager_none({ label: label.toLowerCase() }, { locale }))
          : admin_pager_showing(
              { first: countIn(locale, first), last: countIn(locale, last), total: countIn(locale, list.total) },
              { locale },
            )}
      </span>
      {list.page > 1 && (
        <a className="button secondary" href={hrefWith(search, { page: String(list.page - 1) })} onClick={(event) => follow(event, go)}>
          {admin_previous({}, { locale })}
        </a>
      )}
      {list.page < pages && (
        <a className="button secondary" href={hrefWith(search, { page: String(list.page + 1) })} onClick={(event) => follow(event, go)}>
          {admin_next({}, { locale })}
        </a>
      )}
    </nav>
  );
}
