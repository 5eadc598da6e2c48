/**
 * One admin write as a button: a form posting to the action through this page (works without
 * JavaScript: the page is drawn again after the change), sent in place once hydrated.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { actionUrl } from '#lib/site/action-url.ts';
import type { Send } from './use-admin-dashboard.ts';

type Props = {
  action: { toString(): string } & Send;
  fields: Record<string, string>;
  page: string;
  act: (send: Send, fields: Record<string, string>, success: string) => Promise<{ ok: boolean }>;
  success: string;
  children: ReactNode;
  variant?: 'secondary' | 'danger' | 'primary';
  /** Asked before sending ("Suspend Ada Test? Their sessions end at once."). */
  confirm?: string;
  label?: string;
};

export default function ActionButton({ action, fields, page, act, success, children, variant = 'secondary', confirm, label }: Props) {
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || (confirm && !window.confirm(confirm))) return;
    setSending(true);
    await act(action, fields, success);
    setSending(false);
  };
  return (
    <form method="post" action={actionUrl(page, action)} onSubmit={onSubmit} className="admin-inline-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`button ${variant === 'primary' ? '' : variant}`} disabled={sending} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
