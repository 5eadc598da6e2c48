/**
 * Who may read the mail outbox (/dev/outbox): admins always; anyone else only in local mode,
 * which the configuration decides (embedded database, no mail provider, a server bound to this
 * machine, no public SITE_URL), never a request header.
 */
import { isLoopbackHost, type AppConfig } from '../config.ts';

export type OutboxReader = { role: 'admin' | 'business_owner' | 'user' } | null;

/**
 * Whether this request may read the outbox. `requestHost` (the Host header's name) can only take
 * access away: in local mode a request addressed to a name other than this machine's is refused,
 * so a web page whose domain was re-pointed at 127.0.0.1 (DNS rebinding) cannot read the mails.
 */
export function canReadOutbox(config: Pick<AppConfig, 'localMode'>, user: OutboxReader, requestHost: string): boolean {
  if (user?.role === 'admin') return true;
  return config.localMode && isLoopbackHost(requestHost);
}
