import { renderPlainPage } from './plain-page.ts';

/** The answer for data routes when the database is not configured or cannot be reached: JSON for the API, a page otherwise. */
export function renderServiceUnavailable(pathname: string): Response {
  if (pathname.startsWith('/api/')) {
    return new Response(
      JSON.stringify({ message: "The guide's data service is not available on this deployment. Please try again later.", code: 'database_unavailable' }),
      { status: 503, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' } },
    );
  }
  return renderPlainPage({
    status: 503,
    title: 'Temporarily Unavailable',
    message: "This page needs the guide's data, which is not available right now. Please try again in a few minutes.",
    link: { href: '/about-us', label: 'About the guide' },
    headers: { 'retry-after': '300' },
  });
}
