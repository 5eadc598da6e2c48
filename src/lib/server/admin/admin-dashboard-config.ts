/** Fixed parts of the admin dashboard: the audit log's page size and the CSV downloads offered. */
export const AUDIT_PAGE_SIZE = 10;

/** The Export Data menu: each is GET /api/admin/exports/<id>. */
export const EXPORTS = [
  { id: 'businesses', label: 'Businesses' },
  { id: 'events', label: 'Events' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'users', label: 'Users' },
  { id: 'donations', label: 'Donations' },
  { id: 'payments', label: 'Payments' },
];
