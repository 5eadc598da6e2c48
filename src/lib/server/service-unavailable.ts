/** The answer for data routes when the database is not configured or cannot be reached: JSON for the API, a page otherwise. */
export function renderServiceUnavailable(pathname: string): Response {
  if (pathname.startsWith('/api/')) {
    return new Response(
      JSON.stringify({ message: "The guide's data service is not available on this deployment. Please try again later.", code: 'database_unavailable' }),
      { status: 503, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' } },
    );
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Temporarily Unavailable | Harlem</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fbf6ee;color:#1d1a24}main{max-width:32rem;padding:2rem;text-align:center}h1{color:#8c2f1b}a{color:#8c2f1b}</style></head>
<body><main><h1>Temporarily Unavailable</h1><p>This page needs the guide's data, which is not available right now. Please try again in a few minutes.</p><p><a href="/about-us">About the guide</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '300' } });
}
