/** Deleting a photo or video from the dashboard: which one, of which business, and the page to return to. */
import { z } from 'zod';
import { idField, nextPathField } from './fields.ts';

export const MediaDeleteSchema = z.object({ businessId: idField('Unknown business'), id: idField('Not found'), next: nextPathField });
