/** The Analytics tab's rankings: busiest community boards and categories, most viewed pages. */
import { useId } from 'react';
import type { RankedRow, TopPage } from '../../../lib/views/admin-analytics.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** Boards or categories with the period's page views, favorites added and registrations. */
export function BusiestTable({ title, rows }: { title: string; rows: RankedRow[] }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="analytics-ranking">
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Page views</th><th scope="col">Favorites</th><th scope="col">Registrations</th></tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}><th scope="row">{row.label}</th><td>{count(row.views)}</td><td>{count(row.favorites)}</td><td>{count(row.registrations)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The most viewed business or event pages, linked. */
export function TopPagesTable({ title, rows, path }: { title: string; rows: TopPage[]; path: '/business/' | '/events/' }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">No views counted in this period yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="analytics-ranking">
            <thead>
              <tr><th scope="col">Page</th><th scope="col">Views</th></tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}><th scope="row"><a href={`${path}${row.id}`}>{row.label}</a></th><td>{count(row.views)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
