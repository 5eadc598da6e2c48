/** Messaging's limits and messages, apart from the schema so islands can show them without zod. */
export const MESSAGE_LIMITS = { subject: 120, content: 2000 } as const;

export const MESSAGE_MESSAGES = {
  sent: "Your message was sent. The owner's reply will appear in your dashboard and arrive by email.",
  replied: 'Your reply was sent to the member by email and appears in their dashboard.',
  content: 'Please write your message',
  reply: 'Please write your reply',
  premiumOnly: 'Messaging business owners is a premium member benefit.',
  loginRequired: 'Please log in to message a business.',
  ownBusiness: 'This is your own business: messages from members arrive in your dashboard.',
  notFound: 'Message not found',
  failed: 'Failed to send your message. Please try again.',
} as const;
