/**
 * A small self-contained page for answers given before or without the site's layout (database
 * unavailable, a body too large, an address that cannot be read): the guide's colours, a
 * heading, a sentence, one link and at most one button (a form posted to this site), no script
 * and no other request.
 */
import { escapeHtml } from '#lib/domain/escape-html.ts';

export type PlainPage = {
  status: number;
  title: string;
  message: string;
  link: { href: string; label: string };
  form?: { action: string; label: string };
  headers?: Record<string, string>;
  /** The page's language (English unless said). */
  lang?: string;
  /** A second, smaller sentence under the message (an error's reference). */
  note?: string;
};

export function plainPageHtml({ title, message, link, form, lang = 'en', note }: Omit<PlainPage, 'status' | 'headers'>): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | Harlem</title><meta name="robots" content="noindex"><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fbf6ee;color:#1d1a24}main{max-width:32rem;padding:2rem;text-align:center}h1{color:#8c2f1b}a{color:#8c2f1b}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#8c2f1b;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${note ? `<p><small>${escapeHtml(note)}</small></p>` : ''}${button}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>`;
}

export function renderPlainPage(page: PlainPage): Response {
  return new Response(plainPageHtml(page), {
    status: page.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers },
  });
}
