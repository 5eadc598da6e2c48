/** Claiming a listing or submitting a new one (decisions: claiming a listing). */
import { z } from 'zod';
import { PinFields, pinPair } from './business-edit.ts';
import { idField, optionalPhone, optionalText, optionalWebsite, requiredText } from './fields.ts';

export const CLAIM_LIMITS = { note: 1000, name: 120, address: 200, description: 2000, phone: 30, website: 300, query: 80 } as const;

export const CLAIM_MESSAGES = {
  claimed: 'Your claim was sent. Our team checks it, usually within 2 business days, and emails you the answer.',
  submitted: 'Your listing was sent for review. Our team checks it, usually within 2 business days, and emails you the answer.',
  withdrawn: 'Your claim was withdrawn.',
  pendingAlready: 'You already have a claim waiting for review. Withdraw it first to claim another listing.',
  hasBusiness: 'Your account already manages a business.',
  owned: 'This listing already has an owner. If it is yours, contact us.',
  notFound: 'Listing not found',
  note: 'Tell us how you are connected to the business (at least 10 characters)',
  name: 'Business name is required',
  address: 'Address is required',
  communityBoardId: 'Community board is required',
  categoryId: 'Category is required',
  website: 'Website must be a web address, like https://example.com',
  ownersOnly: 'Only business owner accounts can claim a listing.',
} as const;
const M = CLAIM_MESSAGES;

const note = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(10, M.note).max(CLAIM_LIMITS.note, M.note));

export const ClaimSchema = z.object({ businessId: idField(M.notFound), note });

export const NewListingSchema = z.object({
  name: requiredText(M.name, 'Business name', CLAIM_LIMITS.name),
  address: requiredText(M.address, 'Address', CLAIM_LIMITS.address),
  communityBoardId: idField(M.communityBoardId),
  categoryId: idField(M.categoryId),
  phone: optionalPhone('Phone', CLAIM_LIMITS.phone),
  website: optionalWebsite(M.website, CLAIM_LIMITS.website),
  description: optionalText('Description', CLAIM_LIMITS.description),
  /** Where it is, placed with the map pin or typed: both or neither. */
  ...PinFields,
  note,
}).superRefine(pinPair);

export const WithdrawClaimSchema = z.object({ claimId: idField(M.notFound) });
