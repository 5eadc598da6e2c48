// @vitest-environment jsdom
/**
 * The admin's editor of a tour's Spanish and French texts (TourTranslations.tsx): each English
 * text with its current translation per language, texts with no English left out, a save sent
 * with its key and language and the tab refreshed, and the server's field message shown.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TourTranslations from '#components/islands/admin/TourTranslations.tsx';
import type { TourView } from '#lib/views/admin-tours.ts';
import { actionCalls, answerAction, resetActions } from '../../mocks/astro-actions.ts';

const tour: TourView = {
  id: 7,
  title: 'Jazz Age Walk',
  description: 'From the Apollo to Minton’s.',
  category: 'Music',
  difficulty: 'easy',
  duration: 90,
  distance: 2.5,
  accessibility: { stepFree: true, benches: true, restrooms: false, notes: null },
  isActive: true,
  points: [
    {
      id: 21,
      title: 'Apollo',
      description: null,
      historicalContext: 'Opened in 1914.',
      audioNarration: null,
      latitude: 40.81,
      longitude: -73.95,
      interactionZone: 30,
      orderIndex: 0,
    },
  ],
};

afterEach(() => {
  cleanup();
  resetActions();
});

describe('TourTranslations', () => {
  it('shows each English text with its current Spanish and French, leaving out texts with none', () => {
    render(
      <TourTranslations
        tour={tour}
        translations={{ 'tour:7:title': { es: 'Paseo de la era del jazz' } }}
        locale="en"
        onChanged={() => {}}
      />,
    );
    const keys = [...document.querySelectorAll('form.tt-form')].map(
      (form) => `${form.getAttribute('data-key')}/${form.getAttribute('data-language')}`,
    );
    expect(keys).toEqual([
      'tour:7:title/es',
      'tour:7:title/fr',
      'tour:7:description/es',
      'tour:7:description/fr',
      'tourpoint:21:title/es',
      'tourpoint:21:title/fr',
      'tourpoint:21:context/es',
      'tourpoint:21:context/fr',
    ]);
    expect(screen.getByLabelText('Spanish (published)', { selector: '#tt-tour-7-title-es' })).toHaveProperty(
      'value',
      'Paseo de la era del jazz',
    );
    expect(screen.getByLabelText('French (not translated yet)', { selector: '#tt-tour-7-title-fr' })).toHaveProperty('value', '');
    expect(document.querySelector('#tt-tour-7-title-es')?.getAttribute('lang')).toBe('es');
  });

  it('sends the text with its key and language, refreshes the tab, and shows a refusal in place', async () => {
    const onChanged = vi.fn();
    answerAction('tours.saveTranslation', () => ({ data: { stored: true } }));
    render(<TourTranslations tour={tour} translations={{}} locale="es" onChanged={onChanged} />);
    const field = document.querySelector<HTMLTextAreaElement>('#tt-tourpoint-21-context-fr')!;
    fireEvent.change(field, { target: { value: 'Ouvert en 1914.' } });
    await act(async () => {
      fireEvent.submit(field.form!);
    });
    const sent = actionCalls[0]!.input as FormData;
    expect(Object.fromEntries(sent)).toEqual({ key: 'tourpoint:21:context', language: 'fr', text: 'Ouvert en 1914.' });
    expect(onChanged).toHaveBeenCalledOnce();

    answerAction('tours.saveTranslation', () => ({
      error: {
        code: 'BAD_REQUEST',
        status: 400,
        message: 'x',
        fields: { text: ['Una traducción puede tener como máximo 5000 caracteres.'] },
      },
    }));
    await act(async () => {
      fireEvent.submit(field.form!);
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Una traducción puede tener como máximo 5000 caracteres.').id).toBe(field.getAttribute('aria-describedby'));
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
