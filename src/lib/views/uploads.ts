/** An upload-center file as the upload center and the dashboard show it, and a published one as its pages show it. */
import type { UploadTier } from '../domain/upload-tiers.ts';

export type UploadView = {
  id: number;
  businessId: number;
  title: string;
  description: string | null;
  tier: UploadTier;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  fileUrl: string | null;
  priceCents: number;
  /** pending_payment, in_review, published, ended (published, past its days), refused, refunded. */
  status: string;
  paidAt: string | null;
  /** Published: on the business's page until then; and in the home page's spotlight until spotlightUntil. */
  publishedUntil: string | null;
  spotlightUntil: string | null;
  /** Refused: the admin's reason, to the owner. */
  refusalReason: string | null;
  createdAt: string;
};

/** A published upload on its business's page or in the home page's spotlight. */
export type ShowcaseItemView = {
  id: number;
  businessId: number;
  businessName: string;
  title: string;
  description: string | null;
  kind: 'image' | 'video' | 'document';
  fileUrl: string;
  fileType: string;
  fileSize: number | null;
  tier: UploadTier;
};
