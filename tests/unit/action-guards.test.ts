/**
 * The action wrapper's guards (define-action.ts): who may act is decided before anything of the
 * input is read, with 401 for a visitor and 403 for the wrong role or another owner's business.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFormAction } from '#lib/server/actions/define-action.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';

const account = (role: SessionUser['role'], businessId: number | null = null): SessionUser => ({
  id: 40,
  email: `${role}@example.com`,
  firstName: 'Test',
  lastName: null,
  profileImageUrl: null,
  role,
  isPremium: false,
  businessId,
  hasPassword: true,
  favoriteCount: 0,
});

const Input = z.object({
  businessId: z.coerce.number().int().positive('Choose a business'),
  title: z.string().min(1, 'Title is required'),
});

/** An owner's write on one business: the guard reads the business id from the raw form. */
const editListing = defineFormAction({
  changes: 'nothing public',
  input: Input,
  guard: (context, raw) => requireBusinessOwner(context, Number(raw.businessId)),
  handler: async ({ businessId, title }, { user }) => ({ businessId, title, by: user.role }),
});
const adminOnly = defineFormAction({
  changes: 'nothing public',
  input: Input,
  guard: (context) => requireRole(context, 'admin'),
  handler: async () => ({ done: true }),
});

describe('action guards', () => {
  it('lets the owner of the business act, and an admin on any business', async () => {
    expect((await callAction(editListing, { businessId: '12', title: 'New name' }, { user: account('business_owner', 12) })).data).toEqual({
      businessId: 12,
      title: 'New name',
      by: 'business_owner',
    });
    expect((await callAction(editListing, { businessId: '7', title: 'New name' }, { user: account('admin') })).data).toMatchObject({
      businessId: 7,
      by: 'admin',
    });
  });

  it('refuses another owner’s business and other roles with 403, a visitor with 401', async () => {
    const other = await callAction(editListing, { businessId: '7', title: 'New name' }, { user: account('business_owner', 12) });
    expect(other.error).toMatchObject({ status: 403, message: 'You can only manage your own business.', title: 'Access Denied' });
    expect((await callAction(editListing, { businessId: '12', title: 'x' }, { user: account('user') })).error).toMatchObject({
      status: 403,
      message: 'Business owner access required',
    });
    expect((await callAction(adminOnly, { businessId: '1', title: 'x' }, { user: account('business_owner', 1) })).error).toMatchObject({
      status: 403,
      message: 'Admin access required',
    });
    expect((await callAction(adminOnly, { businessId: '1', title: 'x' })).error).toMatchObject({ status: 401, signIn: true });
  });

  it('refuses before reading the input: a refused caller learns nothing of what is wrong with it', async () => {
    const refused = await callAction(adminOnly, { businessId: 'nope', title: '' }, { user: account('user') });
    expect(refused.error).toMatchObject({ status: 403 });
    expect(fieldsOf(refused.error)).toEqual({});
    const allowed = await callAction(adminOnly, { businessId: 'nope', title: '' }, { user: account('admin') });
    expect(allowed.error).toMatchObject({ status: 400 });
    expect(fieldsOf(allowed.error)).toEqual({ businessId: expect.any(String), title: 'Title is required' });
  });
});
