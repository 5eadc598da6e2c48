/** What a contact-form message is about; advertising and trade inquiries use the same inbox. */
export const CONTACT_TOPICS = ['general', 'advertising', 'travel_trade', 'media'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Who answers each topic ("Your message goes to our Press Office."). */
export const TOPIC_TEAMS: Record<ContactTopic, string> = {
  general: 'our visitor and member team',
  advertising: 'our advertising team',
  travel_trade: 'our Travel Trade Desk',
  media: 'our Press Office',
};
