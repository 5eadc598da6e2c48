// @vitest-environment jsdom
/**
 * What owners, door staff and admins type before an island hydrates is kept (use-early-input.ts):
 * the pin's coordinates in the listing forms, the opening hours of Edit Business, a name at the
 * door and an admin's note in a form opened early. The public forms (the calendar, the trip
 * planner, the donation wizard) are checked in their own island tests.
 */
import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckInDesk from '#components/islands/checkin/CheckInDesk.tsx';
import Disclosure from '#components/islands/admin/Disclosure.tsx';
import PinPicker, { HARLEM_CENTER } from '#components/islands/owner/PinPicker.tsx';
import { changedSinceDrawn } from '#components/islands/use-early-input.ts';
import WeeklyHoursEditor from '#components/islands/owner/WeeklyHoursEditor.tsx';
import { openingHoursToWeek, weekToOpeningHours } from '#lib/domain/weekly-hours.ts';
import { resetIslands } from '../../helpers/islands.ts';

afterEach(resetIslands);
// The door's book stays in memory here (the phone keeps it in IndexedDB).
vi.mock('#components/islands/checkin/door-store.ts', () => ({
  loadBook: async () => null,
  saveBook: async () => undefined,
  loadPending: async () => [],
  savePending: async () => undefined,
}));

/** Draws the island in a form as the server does, lets `early` act on that markup, then hydrates it. */
function hydrateAfter(island: ReactElement, early: (form: HTMLFormElement) => void): HTMLFormElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = `<form>${renderToString(island)}</form>`;
  const form = container.querySelector('form')!;
  early(form);
  render(island, { container: form, hydrate: true });
  return form;
}
const field = (form: HTMLFormElement, name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('fields filled before the island runs', () => {
  it('keeps a pin’s coordinates typed early, and sends them', () => {
    const form = hydrateAfter(<PinPicker latitude="40.81" longitude="-73.94" fallbackCenter={HARLEM_CENTER} tiles={null} />, (markup) => {
      field(markup, 'latitude').value = '40.8151';
      field(markup, 'longitude').value = '-73.9392';
    });
    const sent = new FormData(form);
    expect([sent.get('latitude'), sent.get('longitude')]).toEqual(['40.8151', '-73.9392']);
  });

  it('keeps opening hours typed early: the grid opens on them and the form sends them', () => {
    const typed = 'Mo-Fr 08:00-16:00; Sa 10:00-14:00';
    const form = hydrateAfter(<WeeklyHoursEditor value="Mo-Su 09:00-17:00" />, (markup) => {
      field(markup, 'openingHours').value = typed;
    });
    expect(form.querySelector('table.owner-week')).not.toBeNull();
    expect(new FormData(form).get('openingHours')).toBe(weekToOpeningHours(openingHoursToWeek(typed)!));
    expect(new FormData(form).get('openingHours')).not.toBe('Mo-Su 09:00-17:00');
  });

  it('sends no hours, not closed every day, when the hours were emptied before the editor ran', () => {
    const form = hydrateAfter(<WeeklyHoursEditor value="Mo-Su 09:00-17:00" />, (markup) => {
      field(markup, 'openingHours').value = '';
    });
    expect(new FormData(form).get('openingHours')).toBe('');
  });

  it('takes nothing the browser did on its own for a change: a date it could not read, a select with none marked', () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.innerHTML =
      '<input type="date" name="start" value="2026-13-45"><select name="board"><option value="">All</option><option value="10">10</option></select>';
    expect(changedSinceDrawn(form)).toBe(false);
    (form.elements.namedItem('board') as HTMLSelectElement).value = '10';
    expect(changedSinceDrawn(form)).toBe(true);
  });

  it('searches a name typed at the door before the desk ran', async () => {
    const tickets = [
      { id: 1, code: 'AAAA1111', attendee: 'Ada Lovelace', checkedInAt: null },
      { id: 2, code: 'BBBB2222', attendee: 'Grace Hopper', checkedInAt: null },
    ];
    const form = hydrateAfter(
      <CheckInDesk locale="en" eventId={7} tickets={tickets} count={{ checkedIn: 0, registered: 2 }} />,
      (markup) => {
        (markup.querySelector('#door-search') as HTMLInputElement).value = 'grace';
      },
    );
    await act(async () => {});
    expect((form.querySelector('#door-search') as HTMLInputElement).value).toBe('grace');
    expect(Array.from(form.querySelectorAll('.door-found .door-name'), (name) => name.textContent)).toEqual(['Grace Hopper']);
  });

  it('keeps an admin’s form opened early open, with its note', () => {
    function Note() {
      const [open, setOpen] = useState(false);
      return (
        <Disclosure summary="Reject…" open={open} onToggle={setOpen}>
          <textarea name="reason" />
        </Disclosure>
      );
    }
    const form = hydrateAfter(<Note />, (markup) => {
      markup.querySelector('details')!.open = true;
      field(markup, 'reason').value = 'Duplicate listing';
    });
    expect(form.querySelector('details')!.open).toBe(true);
    expect(new FormData(form).get('reason')).toBe('Duplicate listing');
  });
});
