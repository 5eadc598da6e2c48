/**
 * Advertising on the guide: the three monthly packages and the custom option. One place for
 * names, prices and what each includes; the /advertise-with-us page and the inquiry route read it.
 */
import { formatPrice } from './money.ts';

export type AdvertisingPackage = {
  /** Stable id used in links (?package=) and posted forms. */
  id: 'neighborhood' | 'spotlight' | 'premier';
  name: string;
  /** Price per month in integer cents. */
  monthlyCents: number;
  summary: string;
  features: readonly string[];
  /** Marked on the page as the most chosen package. */
  highlighted: boolean;
};

export const ADVERTISING_PACKAGES = [
  {
    id: 'neighborhood',
    name: 'Neighborhood',
    monthlyCents: 29_900,
    summary: 'Reach visitors browsing one community board.',
    features: [
      'Banner on one community board guide page (your choice of board 9, 10, 11 or 12)',
      "Sponsored card in that board's business listings",
      'Monthly report of impressions and clicks',
      'One creative change per month',
    ],
    highlighted: false,
  },
  {
    id: 'spotlight',
    name: 'Spotlight',
    monthlyCents: 59_900,
    summary: 'Guide-wide visibility for businesses and venues.',
    features: [
      'Everything in Neighborhood, on all four community boards',
      'Sponsored placement on the events calendar',
      'One feature in the monthly newsletter',
      'Two social media posts per month',
      'Creative changes whenever you need them',
    ],
    highlighted: true,
  },
  {
    id: 'premier',
    name: 'Premier',
    monthlyCents: 99_900,
    summary: 'Top placement for brands, attractions and campaigns.',
    features: [
      'Everything in Spotlight',
      'Home page feature slot for one week each month',
      "Sponsored article on the guide's news page, written with our editors",
      'Priority placement during Harlem Week',
      'A dedicated account manager and a quarterly strategy call',
    ],
    highlighted: false,
  },
] as const satisfies readonly AdvertisingPackage[];

/** Id of the tailored option offered next to the packages. */
export const CUSTOM_PACKAGE_ID = 'custom';

export const CUSTOM_SOLUTIONS = {
  name: 'Custom Solutions',
  summary: 'Campaigns built around your goals: festival sponsorship, event series, multi-month bundles or tourism campaigns.',
  features: [
    'Sponsored itineraries in the trip planner',
    'Event series and festival tie-ins',
    'Multi-location and multi-month bundles',
    'Campaigns for hotels, tour operators and cultural institutions',
  ],
} as const;

export type AdvertisingChoiceId = AdvertisingPackage['id'] | typeof CUSTOM_PACKAGE_ID;

const choiceIds: AdvertisingChoiceId[] = [...ADVERTISING_PACKAGES.map((p) => p.id), CUSTOM_PACKAGE_ID];
/** Every value the inquiry form's package field accepts, in display order. */
export const ADVERTISING_CHOICE_IDS = choiceIds as [AdvertisingChoiceId, ...AdvertisingChoiceId[]];

/** "$299.00/month" for a package. */
export function formatMonthly(pkg: Pick<AdvertisingPackage, 'monthlyCents'>): string {
  return `${formatPrice(pkg.monthlyCents)}/month`;
}

/** The label of a package choice as people read it: "Spotlight ($599.00/month)" or "Custom Solutions". */
export function advertisingChoiceLabel(id: AdvertisingChoiceId): string {
  if (id === CUSTOM_PACKAGE_ID) return CUSTOM_SOLUTIONS.name;
  const pkg = ADVERTISING_PACKAGES.find((p) => p.id === id)!;
  return `${pkg.name} (${formatMonthly(pkg)})`;
}

/** A known package choice from a query string or form value, else null. */
export function parseAdvertisingChoice(value: string | null | undefined): AdvertisingChoiceId | null {
  return (ADVERTISING_CHOICE_IDS as readonly string[]).includes(value ?? '') ? (value as AdvertisingChoiceId) : null;
}
