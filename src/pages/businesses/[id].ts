import type { APIRoute } from 'astro';

/** Old links to /businesses/{id} move permanently to the business page. */
export const GET: APIRoute = ({ params, redirect, rewrite }) => {
  const id = params.id ?? '';
  return /^\d{1,10}$/.test(id) ? redirect(`/business/${id}`, 301) : rewrite('/404');
};
