/**
 * Unregister from the dashboard: sends the events.unregister action, holds the button while it
 * is on its way, and says how it went in the spec's words (an ended event's explanation, a 401
 * leading to sign-in).
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { REGISTRATION_MESSAGES } from '../../../lib/schemas/events-messages.ts';
import { showToast } from '../../../stores/toasts.ts';
import { signInAgain } from '../../../stores/viewer.ts';

type Answer = { data?: unknown; error?: { code?: string; message?: string; status?: number } };

function sendUnregister(eventId: number): Promise<Answer> {
  const form = new FormData();
  form.set('eventId', String(eventId));
  return actions.events.unregister(form);
}

/** Which events are being left, and `unregister(eventId)`, which resolves true once the seat is given up. */
export function useUnregister() {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const unregister = async (eventId: number): Promise<boolean> => {
    if (pending.has(eventId)) return false;
    setPending((ids) => new Set(ids).add(eventId));
    let answer: Answer;
    try {
      answer = await sendUnregister(eventId);
    } catch {
      answer = { error: { message: REGISTRATION_MESSAGES.unregisterFailed } };
    }
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(eventId);
      return next;
    });
    if (!answer.error) {
      showToast({ title: 'Unregistered', description: REGISTRATION_MESSAGES.unregistered, variant: 'success' });
      return true;
    }
    if (answer.error.code === 'UNAUTHORIZED') signInAgain();
    // The server explains a refusal (an event that has ended); anything else is the spec's failure.
    else if (answer.error.status === 409 || answer.error.status === 404) showToast({ title: answer.error.status === 409 ? 'Event Ended' : 'Not registered', description: answer.error.message ?? REGISTRATION_MESSAGES.unregisterFailed });
    else showToast({ title: 'Error', description: REGISTRATION_MESSAGES.unregisterFailed, variant: 'destructive' });
    return false;
  };
  return { pending, unregister };
}
