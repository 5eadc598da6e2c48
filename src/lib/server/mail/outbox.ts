/**
 * The one way the product sends email: every message is stored in mail_outbox first, then sent
 * through the configured provider (Resend's HTTP API). Without a provider it stays stored, and
 * developers read it at /dev/outbox.
 */
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../../db/schema.ts';
import { toSingleLine } from '../../domain/plain-text.ts';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for: registration_confirmation, password_reset, newsletter_confirmation, ... */
  kind: string;
  /** Text files sent with it (a ticket's calendar file). */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra headers (the digest's one-click unsubscribe: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};

/** Stores the mail and sends it when a provider is configured; returns the outbox id. Never throws on send failure. */
export async function sendMail(message: Mail): Promise<number> {
  // The subject is one line whatever it was made from (a title stored before the forms refused breaks).
  const mail = { ...message, subject: toSingleLine(message.subject) };
  const db = getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, kind: mail.kind, attachments: mail.attachments ?? null, headers: mail.headers ?? null })
    .returning({ id: mailOutbox.id });
  const provider = getConfig().mail;
  if (!provider) return row.id;
  try {
    const response = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.resendApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: provider.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: base64(file.content) })) } : {}),
      }),
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
  } catch (error) {
    console.error(`Mail ${row.id} (${mail.kind}) not sent:`, error);
    await db.update(mailOutbox).set({ status: 'failed', error: String(error) }).where(eq(mailOutbox.id, row.id));
  }
  return row.id;
}

/** UTF-8 text as base64 (Resend takes attachments so), on Node and Workers alike. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
