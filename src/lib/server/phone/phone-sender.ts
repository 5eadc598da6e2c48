/**
 * Text messages to a phone (a claim's code). The guide has no SMS provider yet: in local mode a
 * message goes to the developers' outbox (/dev/outbox), stored beside the mail and labelled as a
 * phone message; anywhere else there is no sender, and what needs one says it is not available.
 * A provider (Twilio, Vonage...) becomes one more PhoneSender chosen here from the configuration.
 */
import { mailOutbox } from '#db/schema.ts';
import { getConfig, type AppConfig } from '../config.ts';
import { getDb } from '../db/client.ts';

export type PhoneMessage = {
  /** The number as stored ("(212) 555-0101"). */
  to: string;
  text: string;
  /** What it is for; outbox rows of phone messages start with `phone_` (phone_claim_code). */
  kind: `phone_${string}`;
};

export interface PhoneSender {
  send(message: PhoneMessage): Promise<void>;
}

/** The subject a phone message carries in the outbox, where it sits among emails. */
export const PHONE_OUTBOX_SUBJECT = 'Phone message (text), not an email';

/** Local mode's sender: the message is stored in the outbox for developers to read. */
export const outboxPhoneSender: PhoneSender = {
  async send(message) {
    // Stored, never sent: the outbox's delivery sends only mail.
    await getDb()
      .insert(mailOutbox)
      .values({ toAddress: message.to, subject: PHONE_OUTBOX_SUBJECT, textBody: message.text, kind: message.kind, status: 'stored' });
  },
};

/** This site's way to send text messages, or null when it has none (not local mode, no provider configured). */
export function getPhoneSender(config: Pick<AppConfig, 'localMode'> = getConfig()): PhoneSender | null {
  return config.localMode ? outboxPhoneSender : null;
}

/** Whether an outbox row is a phone message rather than an email. */
export const isPhoneMessage = (kind: string): boolean => kind.startsWith('phone_');
