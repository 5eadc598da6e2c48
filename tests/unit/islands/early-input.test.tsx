// @vitest-environment jsdom
/**
 * What an owner types before a form's island hydrates is kept (use-early-input.ts): the pin's
 * coordinates in the listing forms and the opening hours of Edit Business. The public forms (the
 * calendar, the trip planner, the donation wizard) are checked in their own island tests.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import PinPicker, { HARLEM_CENTER } from '#components/islands/owner/PinPicker.tsx';
import WeeklyHoursEditor from '#components/islands/owner/WeeklyHoursEditor.tsx';
import { openingHoursToWeek, weekToOpeningHours } from '#lib/domain/weekly-hours.ts';
import { resetIslands } from '../../helpers/islands.ts';

afterEach(resetIslands);

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
});
