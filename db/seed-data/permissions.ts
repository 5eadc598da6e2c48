/**
 * What each role may do (reference data, seeded into every new database). The role demo (spec 02,
 * "Role demo") lists what each role is allowed; every role also gets explicit refusals for the rest,
 * so its checklist shows both. Rows go in in checklist order: everyday use, running one's own
 * business, then administration.
 */
import type { Role } from '../schema.ts';

/** Every capability the guide knows, as [resource, action], in checklist order. */
export const CAPABILITIES = [
  ['businesses', 'view'],
  ['favorites', 'manage_own'],
  ['reviews', 'create'],
  ['events', 'register'],
  ['membership', 'subscribe'],
  ['businesses', 'manage_own'],
  ['photos', 'manage_own'],
  ['payments', 'view_own'],
  ['listing', 'upgrade'],
  ['analytics', 'view_basic'],
  ['businesses', 'manage_all'],
  ['photos', 'manage_all'],
  ['payments', 'manage_all'],
  ['users', 'manage_all'],
  ['analytics', 'manage_all'],
  ['tours', 'manage_all'],
] as const;

/** A capability as `resource:action` ("users:manage_all"). */
export type Capability = `${(typeof CAPABILITIES)[number][0]}:${(typeof CAPABILITIES)[number][1]}`;

const EVERYDAY: Capability[] = ['businesses:view', 'favorites:manage_own', 'reviews:create', 'events:register', 'membership:subscribe'];
const OWN_BUSINESS: Capability[] = [
  'businesses:manage_own',
  'photos:manage_own',
  'payments:view_own',
  'listing:upgrade',
  'analytics:view_basic',
];
const ADMINISTRATION: Capability[] = [
  'businesses:manage_all',
  'photos:manage_all',
  'payments:manage_all',
  'users:manage_all',
  'analytics:manage_all',
  'tours:manage_all',
];

/**
 * Allowed capabilities per role. Everyone signed in may browse, save favorites, review, register
 * and take out a premium membership; business owners also run their own listing, including
 * upgrading it to a paid plan ("upgrade account"). Admins manage everything, but they grant
 * premium listings rather than buy them and, as moderators, do not write reviews.
 */
const ALLOWED: Record<Role, Capability[]> = {
  admin: [
    ...EVERYDAY.filter((item) => item !== 'reviews:create'),
    ...OWN_BUSINESS.filter((item) => item !== 'listing:upgrade'),
    ...ADMINISTRATION,
  ],
  business_owner: [...EVERYDAY, ...OWN_BUSINESS],
  user: [...EVERYDAY],
};

export const CMS_PERMISSIONS = (['admin', 'business_owner', 'user'] as const).flatMap((role) =>
  CAPABILITIES.map(([resource, action]) => ({
    role,
    resource,
    action,
    isAllowed: ALLOWED[role].includes(`${resource}:${action}`),
  })),
);
