import { describe, expect, it } from 'vitest';
import { describeRecurrenceIn } from '#lib/i18n/localized/recurrence.ts';
import { hoursLinesIn } from '#lib/i18n/localized/hours.ts';
import { openingHoursLines } from '#lib/server/businesses/opening-hours.ts';

const words = (locale: 'en' | 'es' | 'fr', rule: string) => describeRecurrenceIn(locale, rule);

describe('repeat rules in words', () => {
  it('keeps the English words of the library in English', () => {
    expect(words('en', 'FREQ=WEEKLY;BYDAY=WE')).toEqual({ text: 'Every week on Wednesday', english: true });
    expect(words('en', 'FREQ=MONTHLY;BYDAY=1FR')).toEqual({ text: 'Every month on the 1st Friday', english: true });
  });

  it('writes weekly rules in Spanish and French', () => {
    expect(words('es', 'FREQ=WEEKLY;BYDAY=WE')).toEqual({ text: 'Cada semana el miércoles', english: false });
    expect(words('fr', 'FREQ=WEEKLY;BYDAY=WE')).toEqual({ text: 'Chaque semaine le mercredi', english: false });
    expect(words('es', 'FREQ=WEEKLY;BYDAY=TU,TH')!.text).toBe('Cada semana el martes y el jueves');
    expect(words('fr', 'FREQ=WEEKLY;BYDAY=TU,TH')!.text).toBe('Chaque semaine le mardi et le jeudi');
    expect(words('es', 'FREQ=WEEKLY;BYDAY=MO,WE,FR')!.text).toBe('Cada semana el lunes, el miércoles y el viernes');
    expect(words('fr', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA')!.text).toBe('Toutes les 2 semaines le samedi');
    expect(words('es', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA')!.text).toBe('Cada 2 semanas el sábado');
  });

  it('writes monthly rules on the nth weekday and on a date', () => {
    expect(words('es', 'FREQ=MONTHLY;BYDAY=1FR')!.text).toBe('Cada mes el primer viernes');
    expect(words('fr', 'FREQ=MONTHLY;BYDAY=1FR')!.text).toBe('Chaque mois le premier vendredi');
    expect(words('es', 'FREQ=MONTHLY;BYDAY=-1FR')!.text).toBe('Cada mes el último viernes');
    expect(words('fr', 'FREQ=MONTHLY;BYDAY=3TU')!.text).toBe('Chaque mois le troisième mardi');
    expect(words('es', 'FREQ=MONTHLY;BYMONTHDAY=15')!.text).toBe('Cada mes el día 15');
    expect(words('fr', 'FREQ=MONTHLY;BYMONTHDAY=1')!.text).toBe('Chaque mois le 1er');
    expect(words('fr', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=2')!.text).toBe('Tous les 3 mois le 2');
  });

  it('adds the last date or the count', () => {
    expect(words('es', 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20261125T000000Z')!.text).toBe(
      'Cada semana el miércoles hasta el 25 de noviembre de 2026',
    );
    expect(words('fr', 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20261101T000000Z')!.text).toBe('Chaque semaine le mercredi jusqu’au 1er novembre 2026');
    expect(words('es', 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=5')!.text).toBe('Cada mes el día 1, 5 veces en total');
    expect(words('fr', 'FREQ=WEEKLY;BYDAY=SA;COUNT=1')!.text).toBe('Chaque semaine le samedi, 1 fois au total');
  });

  it('falls back to the English words for a rule outside the patterns, and to null for none', () => {
    expect(words('es', 'FREQ=MONTHLY;BYDAY=FR')).toEqual({ text: 'Every month on Friday', english: true });
    expect(words('fr', null as unknown as string)).toBeNull();
    expect(words('fr', 'FREQ=DAILY')).toBeNull();
  });
});

describe('opening hours richer than a week in words', () => {
  const lines = (locale: 'es' | 'fr', value: string) => hoursLinesIn(locale, openingHoursLines(value));

  it('writes seasons, public holidays and closed dates in Spanish', () => {
    expect(lines('es', 'May-Oct Sa,Su 10:00-17:00')).toEqual(['Mayo–octubre, sáb, dom: 10 a.m.–5 p.m.']);
    expect(lines('es', 'Mo-Fr 09:00-17:00; PH off')).toEqual(['Lun–vie: 9 a.m.–5 p.m.', 'Días feriados: Cerrado']);
    expect(lines('es', 'Tu-Su 11:30-22:00; Dec 25 off')).toEqual(['Mar–dom: 11:30 a.m.–10 p.m.', '25 de diciembre: Cerrado']);
  });

  it('writes them in French with a non-breaking space before the colon', () => {
    expect(lines('fr', 'May-Oct Sa,Su 10:00-17:00')).toEqual(['Mai–octobre, sam., dim.\u00a0: 10:00–17:00']);
    expect(lines('fr', 'Mo-Fr 09:00-12:00,13:00-17:00; PH off')).toEqual([
      'Lun.–ven.\u00a0: 9:00–12:00, 13:00–17:00',
      'Jours fériés\u00a0: Fermé',
    ]);
    expect(lines('fr', 'Mo-Fr 09:00-17:00; Jan 01 off')).toEqual(['Lun.–ven.\u00a0: 9:00–17:00', '1er janvier\u00a0: Fermé']);
  });

  it('leaves hours it cannot put in words to English (null)', () => {
    expect(lines('es', 'sunrise-sunset')).toBeNull();
    expect(lines('fr', 'Mo-Fr 10:00-20:00 "by appointment"')).toBeNull();
    expect(hoursLinesIn('es', [])).toBeNull();
  });
});
