import { useState, type FormEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { moderation_mo_back } from '#paraglide/messages.js';
import Disclosure from './Disclosure.tsx';
import type { AdminControls, Send } from './use-admin-dashboard.ts';

/** A decision with an optional note: the button opens a small form for the text (a <details>, so it opens without JavaScript too). */
export default function DecisionWithText({
  send,
  fields,
  textName,
  textLabel,
  button,
  success,
  controls,
  locale = 'en',
}: {
  send: Send & { toString(): string };
  fields: Record<string, string>;
  textName: string;
  textLabel: string;
  button: string;
  success: string;
  controls: AdminControls;
  locale?: Locale;
}) {
  const [open, setOpen] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(textName) ?? '');
    const result = await controls.act(send, { ...fields, [textName]: text }, success);
    if (result.ok) setOpen(false);
  };
  return (
    <Disclosure summary={open ? moderation_mo_back({}, { locale }) : `${button}…`} open={open} onToggle={setOpen}>
      <form method="post" action={actionUrl(controls.page, send)} onSubmit={onSubmit} className="admin-decision-form">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>{textLabel}</span>
          <textarea name={textName} rows={2} maxLength={2000} />
        </label>
        <button type="submit" className="button">
          {button}
        </button>
      </form>
    </Disclosure>
  );
}
