/**
 * The share menu's copy notices in the page's language (ShareMenu.astro), loaded at the first copy:
 * a page's scripts stay within their budget, and the copy button works before any message arrives.
 */
import { getLocale } from './island-locale';
import {
  notices_share_copied,
  notices_share_copied_text,
  notices_share_copied_title,
  notices_share_copy_failed,
  notices_share_copy_failed_title,
  share_copy_link,
} from '#paraglide/messages.js';

/** "Copied!" and "Copy link" for the button, and the toasts of a copy done or failed. */
export function shareNotices() {
  const t = { locale: getLocale() };
  return {
    copied: notices_share_copied({}, t),
    copyLink: share_copy_link({}, t),
    done: { title: notices_share_copied_title({}, t), description: notices_share_copied_text({}, t) },
    failed: { title: notices_share_copy_failed_title({}, t), description: notices_share_copy_failed({}, t) },
  };
}
