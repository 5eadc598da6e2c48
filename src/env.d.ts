/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in account, resolved from the session cookie by the middleware; null when signed out. */
    user: import('./lib/server/auth/session').SessionUser | null;
    session: import('./lib/server/auth/session').Session | null;
    /** The signed-in member's unread notifications when the request began (the header's bell); 0 when signed out. */
    unreadNotifications?: number;
    /** The time the request is answered at (http/request-clock.ts: real time, or a local test clock). */
    now: Date;
    /** The language the page is drawn in, from its address (/es/..., /fr/..., English at the root; decision 024). */
    locale: import('./lib/i18n/locales').Locale;
    /** A plain form post the middleware ran and the page shows again (lib/server/actions/form-posts.ts). */
    formPost?: import('./lib/server/actions/form-posts').FormPost;
  }
}
