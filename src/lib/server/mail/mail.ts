/** A mail as it is sent: to whom, its subject and text, and what it is for. */
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
