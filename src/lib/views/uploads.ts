/** An upload-center file as the upload center and the dashboard show it. */
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
  status: string;
  paidAt: string | null;
  createdAt: string;
};
