/**
 * Lucia's session design (decision 002): a random 160-bit token in the cookie, only its SHA-256
 * stored as sessions.id, 30-day sliding expiry, every session of a user ended on password or
 * role change. One round trip resolves a session, its user, the user's favorites count and unread
 * notifications (the header's menu and bell).
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import { sessions, users } from '#db/schema.ts';
import { getDb } from '../db/client.ts';
import { favoriteCountSql } from '../favorites/favorites.ts';
import { unreadCountSql } from '../notifications/unread.ts';
import { generateToken, hashToken, isTokenShape } from '../security/tokens.ts';

export { hashToken };

export const SESSION_DURATION_MS = 30 * 24 * 60 * 60_000;
/** A session is extended once less than half its life remains (so most requests write nothing). */
const RENEW_WHEN_LEFT_MS = SESSION_DURATION_MS / 2;

export type SessionUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'admin' | 'business_owner' | 'user';
  isPremium: boolean;
  businessId: number | null;
  hasPassword: boolean;
  /** How many listed places the member had saved when this request began (the account menu shows it). */
  favoriteCount: number;
};

export type Session = { id: string; userId: number; expiresAt: Date };

/** A new random token: what the cookie carries. */
export const generateSessionToken = generateToken;

export async function createSession(token: string, userId: number, now = Date.now()): Promise<Session> {
  const session = { id: hashToken(token), userId, expiresAt: new Date(now + SESSION_DURATION_MS) };
  await getDb().insert(sessions).values(session);
  return session;
}

/** Premium is held while the flag is set and the paid period (if any) has not ended. */
export function premiumActive(isPremium: boolean, premiumUntil: Date | null, now = Date.now()): boolean {
  return isPremium && (premiumUntil === null || premiumUntil.getTime() > now);
}

/** The session and user of a token, or null; extends the session when past half its life. */
export async function validateSessionToken(
  token: string,
  now = Date.now(),
): Promise<{ session: Session; user: SessionUser; renewed: boolean; unreadNotifications: number } | null> {
  if (!isTokenShape(token)) return null;
  const db = getDb();
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users, favoriteCount: favoriteCountSql(users.id), unreadNotifications: unreadCountSql(users.id) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))));
  // A suspended account's sessions are ended when it is suspended; this covers any made meanwhile.
  if (!row || row.user.suspendedAt) return null;
  const session: Session = { id: row.session.id, userId: row.session.userId, expiresAt: row.session.expiresAt };
  const renewed = session.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS;
  if (renewed) {
    session.expiresAt = new Date(now + SESSION_DURATION_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
  }
  const { user } = row;
  return {
    session,
    renewed,
    unreadNotifications: row.unreadNotifications,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      isPremium: premiumActive(user.isPremium, user.premiumUntil, now),
      businessId: user.businessId,
      hasPassword: user.passwordHash !== null,
      favoriteCount: row.favoriteCount,
    },
  };
}

export async function invalidateSession(sessionId: string): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except optionally the one in use (password change keeps it). */
export async function invalidateUserSessions(userId: number, exceptSessionId?: string): Promise<void> {
  const condition = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  await getDb().delete(sessions).where(condition);
}
