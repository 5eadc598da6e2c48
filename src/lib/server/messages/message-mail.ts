/** Emails about messages: a business owner told of a member's message, a member told of the owner's reply. */
export function messageReceivedMail(input: { to: string; ownerName: string | null; businessName: string; from: { firstName: string | null; lastName: string | null }; subject: string | null; content: string; origin: string }) {
  const name = [input.from.firstName, input.from.lastName?.[0] ? `${input.from.lastName[0]}.` : null].filter(Boolean).join(' ') || 'A member';
  return {
    to: input.to,
    subject: `New message for ${input.businessName}${input.subject ? `: ${input.subject}` : ''}`,
    text: [
      `Hello ${input.ownerName ?? 'there'},`,
      '',
      `${name}, a premium member of the Harlem Guide, wrote to ${input.businessName}:`,
      '',
      input.content,
      '',
      `Read and reply in your dashboard: ${input.origin.replace(/\/$/, '')}/business-dashboard?tab=messages`,
      '',
      'Harlem Guide',
    ].join('\n'),
    kind: 'business_message',
  };
}

export function replyReceivedMail(input: { to: string; firstName: string | null; businessName: string; subject: string; content: string; origin: string }) {
  return {
    to: input.to,
    subject: `${input.businessName} replied: ${input.subject.replace(/^Re: /, '')}`,
    text: [
      `Hello ${input.firstName ?? 'there'},`,
      '',
      `${input.businessName} replied to your message:`,
      '',
      input.content,
      '',
      `Your messages: ${input.origin.replace(/\/$/, '')}/user-dashboard#my-messages`,
      '',
      'Harlem Guide',
    ].join('\n'),
    kind: 'business_message_reply',
  };
}
