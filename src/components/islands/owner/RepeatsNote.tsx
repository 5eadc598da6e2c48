/** "Repeats: Every week on Wednesday": the rule in the event page's words; in Spanish and French, the English original is marked so (`english`). */
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { around } from '#lib/i18n/localized/organiser.ts';
import { organiser_repeats } from '#paraglide/messages.js';

type Props = { locale: Locale; rule: string; english?: boolean; render?: (part: string) => string };

export default function RepeatsNote({
  locale,
  rule,
  english = true,
  render = (part) => organiser_repeats({ rule: part }, { locale }),
}: Props) {
  const [before, after] = around(render);
  return (
    <>
      {before}
      <span lang={english ? writtenIn('en', locale) : undefined}>{rule}</span>
      {after}
    </>
  );
}
