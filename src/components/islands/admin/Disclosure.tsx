/**
 * A button that opens a form in place: a <details> element, so it opens without JavaScript as
 * well (every form inside is drawn by the server). Hydrated, it follows `open` (the island closes
 * it after a change) and draws its content only while open, so a map inside sizes itself when shown.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated.ts';

type Props = {
  /** The summary's text: what opening does ("Edit"), or closing once open ("Close"). */
  summary: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The summary's accessible name when its text alone is not enough ("Edit Jazz Night"). */
  label?: string;
  variant?: 'secondary' | 'primary';
  id?: string;
  children: ReactNode;
};

export default function Disclosure({ summary, open, onToggle, label, variant = 'secondary', id, children }: Props) {
  const scripted = useHydrated();
  // Opened before the dashboard ran: it stays open, with what was typed in it.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open && !open) onToggle(true);
    // Once, as the island starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details
      ref={details}
      className="admin-disclosure"
      open={open || undefined}
      // Opened before the island ran, it carries an `open` its first render does not: not a mismatch.
      suppressHydrationWarning
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className={`button${variant === 'secondary' ? ' secondary' : ''}`} aria-label={label} id={id}>
        {summary}
      </summary>
      {(open || !scripted) && children}
    </details>
  );
}
