/** The receipt of a donation; a monthly gift's receipt says how to change or stop it. */
import { eq } from 'drizzle-orm';
import { donations } from '../../../../db/schema.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/outbox.ts';

export async function donationReceipt(db: Database, donationId: number, options: { origin: string; manageToken: string | null }): Promise<Mail | null> {
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId)).limit(1);
  if (!gift) return null;
  const amount = formatPrice(gift.amountCents);
  const lines = [
    `Dear ${gift.isAnonymous || !gift.donorName ? 'friend of Harlem' : gift.donorName},`,
    '',
    gift.isRecurring ? `Thank you for your monthly gift of ${amount}. It will renew each month until you stop it.` : `Thank you for your gift of ${amount}.`,
    gift.isAnonymous ? 'As you asked, your name will not appear anywhere on the guide.' : '',
    '',
    `Receipt: donation #${gift.id}, ${amount}${gift.isRecurring ? ' per month' : ''}, paid ${gift.paidAt?.toISOString().slice(0, 10) ?? ''}.`,
    ...(gift.isRecurring && options.manageToken ? ['', `Change your card or stop your monthly gift at any time: ${options.origin}/donate/manage?token=${options.manageToken}`] : []),
    '',
    'Harlem Guide',
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
  return { to: gift.donorEmail, kind: 'donation_receipt', subject: `Thank you for your donation: ${amount}${gift.isRecurring ? ' monthly' : ''}`, text: lines.join('\n') };
}
