/** An item of a business the dashboard acts on (a photo, video or upload to delete or pay for): which one, of which business, and the page to return to. */
import { z } from 'zod';
import { idField, nextPathField } from './fields.ts';

export const OwnedItemSchema = z.object({ businessId: idField('Unknown business'), id: idField('Not found'), next: nextPathField });
