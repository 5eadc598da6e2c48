/**
 * A dashboard form that posts to an action: without JavaScript it is a plain post (the page
 * answers); hydrated, it sends the form with the action, holds the button while sending, shows
 * each field's message from the server, and says how it went in a toast (the spec's words).
 */
import { useState, type FormEvent } from 'react';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';

type ActionAnswer<T> = {
  data?: T;
  error?: { code?: string; message?: string; status?: number; fields?: Record<string, string[] | undefined> };
};

type Options<T> = {
  send: (form: FormData) => Promise<ActionAnswer<T>>;
  success: { title: string; description: string };
  /** The toast's description from the answer (its notice, said by the server), when it says more than `success`. */
  describe?: (data: T) => string | undefined;
  /** The toast when the server refuses or fails; its own message is shown when it gives one. */
  failure: { title: string; description: string };
  onDone?: (data: T, form: HTMLFormElement) => void;
  /** Field messages of a refused plain post, shown until the next try. */
  initialErrors?: Record<string, string>;
};

export function useActionForm<T>({ send, success, describe, failure, onDone, initialErrors = {} }: Options<T>) {
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    let answer: ActionAnswer<T>;
    try {
      answer = await send(new FormData(form));
    } catch {
      answer = { error: { message: failure.description } };
    }
    setSending(false);
    if (!answer.error) {
      setErrors({});
      showToast({ ...success, description: describe?.(answer.data as T) || success.description, variant: 'success' });
      onDone?.(answer.data as T, form);
      return;
    }
    if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
    const fields = Object.fromEntries(
      Object.entries(answer.error.fields ?? {})
        .map(([name, messages]) => [name, messages?.[0] ?? ''])
        .filter(([, message]) => message),
    );
    setErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    showToast({
      title: failure.title,
      description: first ? fields[first] : answer.error.message || failure.description,
      variant: 'destructive',
    });
  };

  return { errors, sending, onSubmit };
}
