/** Claiming a listing (with a code sent to the business's email domain or phone) or submitting a new one (decisions: claiming a listing). */
import { z } from 'zod';
import { CLAIM_VERIFICATIONS } from '#db/schema.ts';
import { isValidLocalPart } from '../domain/claim-contacts.ts';
import { asText, choiceField, idField, optionalPhone, optionalText, optionalWebsite, requiredLine } from './fields.ts';
import { safeNextPath } from '../domain/safe-next.ts';
import { PinFields, pinPair } from './business-edit.ts';
import { OWNER_FIELD_LABELS as LABEL } from './business-edit-messages.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

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

/** The claim forms' messages, as message keys (decision 028): said in the reader's language where the answer leaves the server. */
export const CLAIM_MESSAGES = {
  claimed: said(m.owner_msg_claimed),
  codeSent: said(m.owner_msg_code_sent),
  verified: said(m.owner_msg_verified),
  submitted: said(m.owner_msg_submitted),
  withdrawn: said(m.owner_msg_withdrawn),
  pendingAlready: said(m.owner_msg_pending_already),
  hasBusiness: said(m.owner_msg_has_business),
  owned: said(m.owner_msg_owned),
  notFound: said(m.owner_msg_listing_not_found),
  claimNotFound: said(m.owner_msg_claim_not_found),
  note: said(m.owner_msg_note),
  name: said(m.owner_msg_name),
  address: said(m.owner_msg_address),
  communityBoardId: said(m.owner_msg_board),
  categoryId: said(m.owner_msg_category),
  website: said(m.owner_msg_website),
  adminsManage: said(m.owner_msg_admins_manage),
  method: said(m.owner_msg_method),
  noEmailDomain: said(m.owner_msg_no_email_domain),
  noPhone: said(m.owner_msg_no_phone),
  phoneUnavailable: said(m.owner_msg_phone_unavailable),
  reviewNotOffered: said(m.owner_msg_review_not_offered),
  localPart: said(m.owner_msg_local_part),
  code: said(m.owner_msg_code),
  wrongCode: said(m.owner_msg_wrong_code),
  codeExpired: said(m.owner_msg_code_expired),
  tooManyTries: said(m.owner_msg_too_many_tries),
  alreadyVerified: said(m.owner_msg_already_verified),
  resendTooSoon: said(m.owner_msg_resend_too_soon),
  tooManyCodes: said(m.owner_msg_too_many_codes),
  codesToday: said(m.owner_msg_codes_today),
  signIn: said(m.owner_msg_login_claim),
} as const;

/** The titles of the claim forms' notices. */
export const CLAIM_TITLES = {
  claimSent: said(m.owner_flash_claim_sent),
  codeSent: said(m.owner_flash_code_sent),
  claimVerified: said(m.owner_flash_claim_verified),
  listingSent: said(m.owner_flash_listing_sent),
  claimWithdrawn: said(m.owner_flash_claim_withdrawn),
  accessDenied: said(m.owner_msg_access_denied),
} as const;

/** The messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(CLAIM_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof CLAIM_MESSAGES,
  string
>;

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
    name: requiredLine(M.name, LABEL.businessName, CLAIM_LIMITS.name),
    address: requiredLine(M.address, LABEL.address, CLAIM_LIMITS.address),
    communityBoardId: idField(M.communityBoardId),
    categoryId: idField(M.categoryId),
    phone: optionalPhone(LABEL.phone, CLAIM_LIMITS.phone, messageKey(m.owner_msg_phone)),
    website: optionalWebsite(M.website, CLAIM_LIMITS.website),
    description: optionalText(LABEL.description, CLAIM_LIMITS.description),
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
