/**
 * Which page links a long list shows: the first, the last, and the current page with its
 * neighbours, a gap marking what is left out (1 … 4 5 6 … 417), so the links stay a handful
 * however many pages there are.
 */
export type PageLink = number | 'gap';

export function compactPageLinks(current: number, total: number, neighbours = 1): PageLink[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const shown = new Set([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= total) shown.add(page);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    // A gap of one page is shown as that page: "1 2 3", never "1 … 3".
    if (page - previous === 2) links.push(previous + 1);
    else if (page - previous > 2) links.push('gap');
    links.push(page);
    previous = page;
  }
  return links;
}
