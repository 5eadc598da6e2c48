/** Creating an account with any role outside the web forms (the command line; how an admin is bootstrapped). */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ROLES, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { hashPassword } from './password.ts';
import { emailField, newPasswordField } from '#lib/schemas/auth.ts';

export const CreateUserSchema = z.object({
  email: emailField,
  password: newPasswordField,
  role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }).default('user'),
  firstName: z.string().trim().min(1, { message: 'First name is required' }).max(80),
  lastName: z.string().trim().max(80).optional(),
  businessId: z.coerce.number().int().positive().optional(),
  premium: z.boolean().default(false),
});

export async function createUserAccount(
  db: Database,
  input: z.input<typeof CreateUserSchema>,
): Promise<{ id: number } | { error: string }> {
  const parsed = CreateUserSchema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('\n') };
  const data = parsed.data;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  if (existing) return { error: `An account with the email ${data.email} already exists.` };
  const [row] = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash: await hashPassword(data.password),
      role: data.role,
      firstName: data.firstName,
      lastName: data.lastName || null,
      businessId: data.businessId ?? null,
      isPremium: data.premium,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row;
}
