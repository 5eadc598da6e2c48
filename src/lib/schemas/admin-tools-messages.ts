/** The admin dashboard's messages (shared with the island for its toasts). */
export const ADMIN_TOOL_MESSAGES = {
  unknownSwitch: 'Choose premium or active',
  ownerEmail: "Enter the owner's account email",
  role: 'Choose admin, business owner or user',
  capability: 'Choose a permission',
  decision: 'Choose a decision',
  inbox: 'Choose an inbox',
  replySubject: 'A subject is required',
  replyMessage: 'Write a reply',
  paymentKind: 'Choose a payment',
  refundConfirm: 'Tick the box to confirm the refund',
  saved: 'Saved',
  failed: 'The change could not be saved. Please try again.',
} as const;
