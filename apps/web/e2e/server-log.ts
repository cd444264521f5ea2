import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The e2e server has no SMTP and no SMS provider: it writes each SMS and each mail as a JSON log line
 * to the `server.log` of its data folder (the worker's, see `server.ts`), and the tests read codes
 * and links from there, as a developer would.
 */
function logFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is set by the e2eServer fixture: import `test` from ./fixtures');
  return fileURLToPath(new URL(`../../../${dataDir}/server.log`, import.meta.url));
}
const POLL_MS = 100;
const WAIT_MS = 5_000;

interface SmsLine {
  msg: 'sms sent';
  sms: { to: string; text: string };
}
interface MailLine {
  msg: 'mail kept';
  mail: { to: string[] | string; cc?: string[] | string; subject: string; text: string };
}
type LogLine = SmsLine | MailLine | { msg?: string };

async function readLines(): Promise<LogLine[]> {
  let raw: string;
  try {
    raw = await readFile(logFile(), 'utf8');
  } catch {
    return [];
  }
  const lines: LogLine[] = [];
  for (const line of raw.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // a line still being written
    }
  }
  return lines;
}

/** Polls the log until `pick` finds something (newest lines first), or fails after 5 s. */
async function waitFor<T>(what: string, pick: (line: LogLine) => T | undefined, after = 0): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const lines = (await readLines()).slice(after);
    for (let i = lines.length - 1; i >= 0; i--) {
      const found = pick(lines[i] as LogLine);
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not found in ${logFile()} after ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const isSms = (line: LogLine): line is SmsLine => line.msg === 'sms sent' && 'sms' in line;
const isMail = (line: LogLine): line is MailLine => line.msg === 'mail kept' && 'mail' in line;

const addressesOf = (field: string[] | string | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((address) => address.toLowerCase());

/** How many lines the log holds now: pass it to the readers to see only what comes after. */
export const logMark = async (): Promise<number> => (await readLines()).length;

/** The newest SMS code sent to a phone (any spelling: `+34 612 345 678` matches `+34612345678`). */
export function newestSmsCode(phone: string, after = 0): Promise<string> {
  const wanted = digitsOf(phone);
  return waitFor(
    `SMS code for ${phone}`,
    (line) => {
      if (!isSms(line) || digitsOf(line.sms.to) !== wanted) return undefined;
      return /\b(\d{6})\b/.exec(line.sms.text)?.[1];
    },
    after,
  );
}

/** The path (`/…` or `/en/…`, then `page`) of the newest link to `page` mailed to an address. */
function newestMailedLink(what: string, email: string, page: string, after: number): Promise<string> {
  const wanted = email.toLowerCase();
  const link = new RegExp(`(?:https?:\\/\\/[^\\s/"'<>]+)?((?:\\/en)?\\/${page}[^\\s"'<>]+)`);
  return waitFor(
    `${what} for ${email}`,
    (line) => {
      if (!isMail(line)) return undefined;
      const to = addressesOf(line.mail.to);
      if (!to.some((address) => address === wanted || address.endsWith(`<${wanted}>`))) return undefined;
      return link.exec(line.mail.text)?.[1];
    },
    after,
  );
}

/** The path (`/login?setPassword=…` or `/en/login?setPassword=…`) of the newest password link mailed to an address. */
export const newestSetPasswordLink = (email: string, after = 0) =>
  newestMailedLink('setPassword link', email, 'login\\?setPassword=', after);

/** The path (`/email?confirm=…` or `/email?cancel=…`) of the newest email-change link mailed to an address. */
export const newestEmailChangeLink = (email: string, action: 'confirm' | 'cancel', after = 0) =>
  newestMailedLink(`email ${action} link`, email, `email\\?${action}=`, after);

/** The newest mail whose subject matches, with whom it went to and in copy. */
export const newestMailAbout = (
  subject: RegExp,
  after = 0,
): Promise<{ to: string[]; cc: string[]; text: string }> =>
  waitFor(
    `mail about ${subject}`,
    (line) =>
      isMail(line) && subject.test(line.mail.subject)
        ? { to: addressesOf(line.mail.to), cc: addressesOf(line.mail.cc), text: line.mail.text }
        : undefined,
    after,
  );
