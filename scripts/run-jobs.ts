/** `npm run jobs`: runs the scheduled job once (listing expiry, renewal reminders, lapsed holds) and prints what it did. */
import { loadEnvFile } from './prepare-database.ts';
import { runJobsOnce } from './scheduled-jobs.ts';
import { closeDb } from '../src/lib/server/db/client.ts';
import { getConfig } from '../src/lib/server/config.ts';
import { registerHolder } from './database/holders.ts';
import { orExit } from './database/exit-on-failure.ts';

loadEnvFile();
const report = await orExit(async () => {
  registerHolder(getConfig().databaseUrl, 'jobs');
  return runJobsOnce();
});
console.log(
  `Listings expired: ${report.listingsExpired}\nRenewal reminders sent: ${report.remindersSent}\nSeat holds released: ${report.holdsReleased}\nWaitlist offers expired: ${report.offersExpired}\nWaitlist seats offered: ${report.seatsOffered}\nUnfinished checkouts expired: ${report.checkoutsExpired}\nMonthly neighborhood guides sent: ${report.monthlyGuidesSent}\nNotifications delivered: ${report.notificationsDelivered}\nNotifications held for quiet hours: ${report.notificationsHeld}\nNotifications skipped (topic off): ${report.notificationsSkipped}\nRefused uploads refunded: ${report.uploadRefunds}\nMails sent from the outbox: ${report.mailsSent}\nMails to retry: ${report.mailsRetrying}\nMails given up: ${report.mailsFailed}`,
);
closeDb();
