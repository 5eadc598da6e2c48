/** The upload center's tiers (spec 02 and decisions: basic $29, premium $79, professional $149, enterprise $299), default basic. */
export const UPLOAD_TIER_PRICES = { basic: 2900, premium: 7900, professional: 14900, enterprise: 29900 } as const;
export type UploadTier = keyof typeof UPLOAD_TIER_PRICES;
export const UPLOAD_TIER_NAMES: Record<UploadTier, string> = { basic: 'Basic', premium: 'Premium', professional: 'Professional', enterprise: 'Enterprise' };
export const DEFAULT_UPLOAD_TIER: UploadTier = 'basic';

/** Statuses as the list shows them; anything else is shown as it is, in gray. */
export const UPLOAD_STATUS_LABELS: Record<string, string> = { active: 'Active', pending_payment: 'Pending payment', refunded: 'Refunded' };

export const UPLOAD_MESSAGES = {
  uploaded: 'Upload successful',
  failed: 'Upload failed',
  deleted: 'Upload deleted',
  title: 'Title is required',
  noFile: 'No file selected – Please select a file to upload',
  empty: 'The file is empty. Please choose another file.',
  wrongType: 'Please upload an image, a video (MP4, MOV, AVI), a PDF or a Word document (DOC, DOCX).',
  tooLarge: 'Files must be under 50 MB.',
  // The photos' wording (and its translations).
  unreadable: 'This image could not be read. Please upload another file (at most 50 megapixels).',
  tier: 'Please choose a tier: basic, premium, professional or enterprise.',
  notFound: 'Upload not found',
  notPending: 'This upload is already paid for.',
  paymentFailed: 'Failed to initiate payment. Please try again.',
} as const;
