/**
 * Accessibility facts of a venue (issue 14): step-free entrance, accessible restroom, hearing loop
 * and seating. Each is yes, no or not reported; a page shows what is known, a filter keeps the
 * venues known to have the fact, and schema.org reads them as amenityFeature.
 */

export const ACCESS_FACTS = [
  { key: 'stepFreeEntrance', param: 'step-free', label: 'Step-free entrance', no: 'Steps at the entrance', icon: 'step-free' },
  { key: 'accessibleRestroom', param: 'restroom', label: 'Accessible restroom', no: 'No accessible restroom', icon: 'restroom' },
  { key: 'hearingLoop', param: 'hearing-loop', label: 'Hearing loop', no: 'No hearing loop', icon: 'hearing-loop' },
  { key: 'seating', param: 'seating', label: 'Seating available', no: 'Standing only', icon: 'seating' },
] as const;

export type AccessFactKey = (typeof ACCESS_FACTS)[number]['key'];
/** The facts' field names, which the JSON API takes as true, false or null. */
export const ACCESS_FACT_KEYS: readonly AccessFactKey[] = ACCESS_FACTS.map((fact) => fact.key);
export type AccessFactParam = (typeof ACCESS_FACTS)[number]['param'];
/** A venue's facts: true, false, or null when not reported. */
export type AccessFacts = Record<AccessFactKey, boolean | null>;

export const UNKNOWN_ACCESS: AccessFacts = { stepFreeEntrance: null, accessibleRestroom: null, hearingLoop: null, seating: null };

/** A fact as a form's select sends it: "yes", "no" or "" (not reported). */
export type FactAnswer = '' | 'yes' | 'no';

/** Facts as the forms' selects show them (AccessFactsFieldset). */
export function factAnswers(facts: AccessFacts): Record<AccessFactKey, FactAnswer> {
  return Object.fromEntries(ACCESS_FACTS.map(({ key }) => [key, facts[key] === null ? '' : facts[key] ? 'yes' : 'no'])) as Record<
    AccessFactKey,
    FactAnswer
  >;
}

/** The facts of a row that has the four columns. */
export function accessFactsOf(row: AccessFacts): AccessFacts {
  return {
    stepFreeEntrance: row.stepFreeEntrance,
    accessibleRestroom: row.accessibleRestroom,
    hearingLoop: row.hearingLoop,
    seating: row.seating,
  };
}

/** An event's facts: its own where given, its venue's otherwise. */
export function mergeAccessFacts(own: AccessFacts, venue: AccessFacts | null): AccessFacts {
  const facts = { ...own };
  for (const { key } of ACCESS_FACTS) facts[key] = own[key] ?? venue?.[key] ?? null;
  return facts;
}

/** What a page lists: the known facts, each with its words and icon, the ones a venue has first. */
export function describeAccess(facts: AccessFacts): { key: AccessFactKey; has: boolean; text: string; icon: string }[] {
  const known = ACCESS_FACTS.filter(({ key }) => facts[key] !== null).map(({ key, label, no, icon }) => ({
    key,
    has: facts[key]!,
    text: facts[key] ? label : no,
    icon,
  }));
  return [...known.filter((fact) => fact.has), ...known.filter((fact) => !fact.has)];
}

/** schema.org amenityFeature entries for the known facts. */
export function amenityFeatures(facts: AccessFacts): { '@type': 'LocationFeatureSpecification'; name: string; value: boolean }[] {
  return ACCESS_FACTS.filter(({ key }) => facts[key] !== null).map(({ key, label }) => ({
    '@type': 'LocationFeatureSpecification',
    name: label,
    value: facts[key]!,
  }));
}

/** The fact a list is filtered by (`access=step-free`), or null for any; unknown values are ignored. */
export function parseAccessFilter(value: string | null | undefined): AccessFactKey | null {
  return ACCESS_FACTS.find((fact) => fact.param === value)?.key ?? null;
}

/** The query value of a fact. */
export const accessParam = (key: AccessFactKey): AccessFactParam => ACCESS_FACTS.find((fact) => fact.key === key)!.param;
