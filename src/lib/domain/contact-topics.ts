/** What a contact-form message is about; advertising and trade inquiries use the same inbox. */
export const CONTACT_TOPICS = ['general', 'advertising', 'travel_trade', 'media'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
