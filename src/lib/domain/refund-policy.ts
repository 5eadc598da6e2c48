/**
 * An event's refund policy (issue 33): tickets refundable up to N days before the start, or none
 * (null). The owner chooses among these; buyers read it before they pay.
 */
export const REFUND_DAY_CHOICES = [0, 2, 7, 14, 30] as const;

/** The form's value for a policy: 'none', or the days as text. */
export const refundChoiceOf = (days: number | null | undefined): string => (days === null || days === undefined ? 'none' : String(days));

/** A form's choice as a policy: null for none, the days for one of the choices, NaN for anything else; undefined when not sent. */
export function refundDaysOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '' || text === 'none') return null;
  const days = Number(text);
  return (REFUND_DAY_CHOICES as readonly number[]).includes(days) && /^\d+$/.test(text) ? days : Number.NaN;
}
