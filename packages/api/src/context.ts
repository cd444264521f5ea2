import type { Db, DbKind } from '@bolo/db';
import type { DeliveryReport, OutgoingMail } from '@bolo/templating';
import type { SessionUser } from './auth/session';
import type { Locale } from './shared/errors';
import type { FileStorage } from './storage/storage';

/** What the transport (tRPC over HTTP, the REST table, tests) gives every procedure. */
export interface Context {
  db: Db;
  dbKind: DbKind;
  /** The signed-in session, validated by the transport before the call; null for visitors. */
  auth: SessionUser | null;
  locale: Locale;
  /** The browser's IANA time zone from the X-Timezone header (spec §7). */
  timeZone: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The cookies the web app holds; REST and test callers pass `noCookies`. */
  cookies: AuthCookies;
  /** The legacy `2FAToken` cookie as the browser sent it. */
  twoFactorCookie: string | null;
  services: Services;
}

/** The context of a procedure behind a sign-in: `auth` is there. */
export type SignedIn = Context & { auth: NonNullable<Context['auth']> };

/** Outside parts the server wires in, chosen by configuration. */
export interface Services {
  sms: SmsSender;
  /** Where the outbox's sender delivers: the SMTP server, or the local mailbox (nothing to do). */
  mail: MailTransport;
  /** The address people open, for links in mails (`PUBLIC_URL`). */
  publicUrl: string;
  /** Uploaded files (company images …). */
  storage: FileStorage;
  /** The key contract share links are signed with (`LINK_SECRET`, or the one kept in the database). */
  linkSecret: Uint8Array;
  /** How long a new counterparty link opens when staff do not say (`COUNTERPARTY_LINK_DAYS`; 30). */
  counterpartyLinkDays?: number;
  /** How many days from now a hold may expire at most (`HOLDS_MAX_DAYS`; 90). */
  holdsMaxDays?: number;
  /**
   * Where invoices' QR codes point, how the records name this installation and whether it sends
   * them to the AEAT (`VERIFACTU_*`).
   */
  verifactu?: { environment: 'production' | 'test'; installation: string; sends?: boolean };
}

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

export interface MailTransport {
  /** The local mailbox (no SMTP server): a delivered mail stays in the outbox and reaches nobody. */
  readonly local: boolean;
  send(message: OutgoingMail): Promise<DeliveryReport | undefined>;
}

export interface AuthCookies {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  setTwoFactor(token: string, expiresAt: Date): void;
}

export const noCookies: AuthCookies = {
  setSession: () => {},
  clearSession: () => {},
  setTwoFactor: () => {},
};
