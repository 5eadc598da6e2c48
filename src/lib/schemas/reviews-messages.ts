/** Reviews (decisions: one per member and business, rating 1 to 5, title, comment; owners reply once and may edit that reply; anyone signed in reports): limits and messages. */
export const REVIEW_LIMITS = { title: 120, comment: 2000, reply: 1000, details: 500 } as const;

export const REVIEW_MESSAGES = {
  saved: 'Thank you: your review is published.',
  updated: 'Your review was updated.',
  deleted: 'Your review was deleted.',
  rating: 'Please choose a rating from 1 to 5 stars',
  title: 'Review title is required',
  loginRequired: 'Please log in to write a review.',
  ownBusiness: 'You cannot review your own business.',
  notFound: 'Review not found',
  replied: 'Your reply is published under the review.',
  reply: 'Please write your reply',
  alreadyReplied: 'You have already replied to this review.',
  replyUpdated: 'Your reply was updated.',
  noReply: 'There is no reply to edit yet: publish one first.',
  reported: 'Thank you: the review was reported to our team.',
  alreadyReported: 'You have already reported this review; our team will look at it.',
  reason: 'Please choose why you are reporting this review',
  failed: 'Failed to save your review. Please try again.',
} as const;

export const REPORT_REASON_LABELS = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  not_a_customer: 'Not about a real visit',
  conflict_of_interest: 'Written by the owner or a competitor',
  other: 'Something else',
} as const;
