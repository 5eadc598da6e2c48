/** The address of the page a visitor is on: path and query, without a form action's parameter. */
export function pageAddress(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_action');
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : '');
}
