/** Claiming a listing (with a code sent to the business's email domain or phone) or submitting a new one (decisions: claiming a listing). */
import { z } from 'zod';
import { CLAIM_VERIFICATIONS } from '#db/schema.ts';
import { isValidLocalPart } from '../domain/claim-contacts.ts';
import { asText, choiceField, idField, optionalPhone, optionalText, optionalWebsite, requiredLine } from './fields.ts';
import { safeNextPath } from '../domain/safe-next.ts';
import { PinFields, pinPair } from './business-edit.ts';

export const CLAIM_LIMITS = {
  note: 1000,
  name: 120,
  address: 200,
  description: 2000,
  phone: 30,
  website: 300,
  query: 80,
  localPart: 64,
} as const;

export const CLAIM_MESSAGES = {
  claimed: 'Your claim was sent. Our team checks it, usually within 2 business days, and emails you the answer.',
  codeSent: 'We sent you a code. Enter it below; it works for 15 minutes.',
  verified: 'Your claim is verified and waits for our team’s review. We email you the answer, usually within 2 business days.',
  submitted: 'Your listing was sent for review. Our team checks it, usually within 2 business days, and emails you the answer.',
  withdrawn: 'Your claim was withdrawn.',
  pendingAlready: 'You already have a claim waiting for review. Withdraw it first to claim another listing.',
  hasBusiness: 'Your account already manages a business.',
  owned: 'This listing already has an owner. If it is yours, contact us.',
  notFound: 'Listing not found',
  claimNotFound: 'Claim not found',
  note: 'Tell us how you are connected to the business (at least 10 characters)',
  name: 'Business name is required',
  address: 'Address is required',
  communityBoardId: 'Community board is required',
  categoryId: 'Category is required',
  website: 'Website must be a web address, like https://example.com',
  adminsManage: 'Admins manage every listing already.',
  method: 'Choose how to show the business is yours',
  noEmailDomain: 'This business has no website domain we can send a code to. Choose another way.',
  noPhone: 'This business has no phone number we can send a code to. Choose another way.',
  phoneUnavailable: 'Codes by phone are not available on this site yet. Choose another way.',
  reviewNotOffered: 'This business can be verified with a code: choose the email or the phone.',
  localPart: 'Enter the part of your work address before the @ (letters, digits and . _ + -)',
  code: 'Enter the 6-digit code we sent you',
  wrongCode: 'That code is not right. Check it and try again.',
  codeExpired: 'This code no longer works. Send a new code.',
  tooManyTries: 'Too many tries of this code. Send a new code.',
  alreadyVerified: 'This claim is already verified and waits for our team’s review.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
  tooManyCodes: 'This claim has been sent all the codes it may have. Withdraw it and try again tomorrow, or contact us.',
  codesToday: 'Too many codes were sent to this address or phone, or for your account, today. Try again tomorrow, or contact us.',
} as const;
const M = CLAIM_MESSAGES;

const note = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z.string().min(10, M.note).max(CLAIM_LIMITS.note, M.note),
);

/** Starting a claim: the connection, and how to verify it (an address at the business's domain needs the part before the @). */
export const ClaimSchema = z
  .object({
    businessId: idField(M.notFound),
    note,
    method: choiceField(CLAIM_VERIFICATIONS, M.method),
    localPart: z.preprocess((value) => asText(value).trim().toLowerCase(), z.string().max(CLAIM_LIMITS.localPart + 200, M.localPart)),
  })
  .superRefine((input, context) => {
    // A pasted whole address is read by the service against the business's domain; only its first part is checked here.
    if (input.method === 'email' && !isValidLocalPart(input.localPart.replace(/@.*$/, '')))
      context.addIssue({ code: 'custom', path: ['localPart'], message: M.localPart });
  });

/** The code as typed: spaces and dashes ignored. */
export const VerifyClaimSchema = z.object({
  claimId: idField(M.claimNotFound),
  code: z.preprocess((value) => asText(value).replace(/[\s-]/g, ''), z.string().regex(/^\d{6}$/, M.code)),
});

export const ResendClaimCodeSchema = z.object({ claimId: idField(M.claimNotFound) });

export const NewListingSchema = z
  .object({
    name: requiredLine(M.name, 'Business name', CLAIM_LIMITS.name),
    address: requiredLine(M.address, 'Address', CLAIM_LIMITS.address),
    communityBoardId: idField(M.communityBoardId),
    categoryId: idField(M.categoryId),
    phone: optionalPhone('Phone', CLAIM_LIMITS.phone),
    website: optionalWebsite(M.website, CLAIM_LIMITS.website),
    description: optionalText('Description', CLAIM_LIMITS.description),
    /** Where it is, placed with the map pin or typed: both or neither. */
    ...PinFields,
    note,
  })
  .superRefine(pinPair);

/** Withdrawing, then back to the page the form names (the claim page), else the business dashboard. */
export const WithdrawClaimSchema = z.object({
  claimId: idField(M.claimNotFound),
  next: z.preprocess((value) => safeNextPath(asText(value) || null, '/business-dashboard'), z.string()),
});
