/**
 * Unregister from the dashboard: sends the events.unregister action, holds the button while it
 * is on its way, and says how it went in the spec's words (an ended event's explanation, a 401
 * leading to sign-in).
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  dashboard_toast_ended,
  dashboard_toast_failed,
  dashboard_toast_not_registered,
  dashboard_toast_unregistered,
  events_msg_unregister_failed,
  events_msg_unregistered,
} from '#paraglide/messages.js';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';

type Answer = { data?: unknown; error?: { code?: string; message?: string; status?: number } };

function sendUnregister(eventId: number): Promise<Answer> {
  const form = new FormData();
  form.set('eventId', String(eventId));
  return actions.events.unregister(form);
}

/** Which events are being left, and `unregister(eventId)`, which resolves true once the seat is given up; toasts in `locale` (the server's refusals come in it). */
export function useUnregister(locale: Locale) {
  const t = { locale };
  const failed = () => events_msg_unregister_failed({}, t);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const unregister = async (eventId: number): Promise<boolean> => {
    if (pending.has(eventId)) return false;
    setPending((ids) => new Set(ids).add(eventId));
    let answer: Answer;
    try {
      answer = await sendUnregister(eventId);
    } catch {
      answer = { error: { message: failed() } };
    }
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(eventId);
      return next;
    });
    if (!answer.error) {
      const description = events_msg_unregistered({}, t);
      showToast({ title: dashboard_toast_unregistered({}, t), description, variant: 'success' });
      return true;
    }
    if (answer.error.code === 'UNAUTHORIZED') signInAgain();
    // The server explains a refusal (an event that has ended); anything else is the spec's failure.
    else if (answer.error.status === 409 || answer.error.status === 404) {
      const title = (answer.error.status === 409 ? dashboard_toast_ended : dashboard_toast_not_registered)({}, t);
      showToast({ title, description: answer.error.message ?? failed() });
    } else showToast({ title: dashboard_toast_failed({}, t), description: failed(), variant: 'destructive' });
    return false;
  };
  return { pending, unregister };
}
