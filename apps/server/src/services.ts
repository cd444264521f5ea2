import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import {
  AEAT_ENDPOINTS,
  type AeatClient,
  createAeatClient,
  type FileStorage,
  filesystemStorage,
  localMailbox,
  type MailTransport,
  type Services,
  type SmsSender,
  s3Storage,
  type TlsIdentity,
} from '@bolo/api';
import type { Db } from '@bolo/db';
import { createSmtpTransport } from '@bolo/templating';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { linkSecret } from './link-secret';

/**
 * `SMS_PROVIDER=log`: one structured log line per message, with `to` and `text`, so development
 * and tests read the code there. A real provider is one more entry here implementing `SmsSender`
 * (an HTTP call to the provider's API) and one more value of `SMS_PROVIDER` in config.ts.
 */
const logSms = (log: FastifyBaseLogger): SmsSender => ({
  send: async ({ to, text }) => {
    log.info({ sms: { to, text } }, 'sms sent');
  },
});

export type ServiceConfig = Pick<
  Config,
  | 'PORT'
  | 'HOST'
  | 'PUBLIC_URL'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_PROVIDER'
  | 'LOG_MAIL'
  | 'DATA_DIR'
  | 's3'
  | 'LINK_SECRET'
  | 'COUNTERPARTY_LINK_DAYS'
  | 'HOLDS_MAX_DAYS'
  | 'verifactu'
>;

/** The company's certificate from `VERIFACTU_CERT_FILE`: a PKCS#12 bundle by its name, else PEM with the key. */
function certificateOf({ certFile, certPassword }: Config['verifactu']): TlsIdentity {
  const bytes = readFileSync(certFile ?? '');
  const passphrase = certPassword === undefined ? {} : { passphrase: certPassword };
  return ['.p12', '.pfx'].includes(extname(certFile ?? '').toLowerCase())
    ? { pfx: bytes, ...passphrase }
    : { cert: bytes, key: bytes, ...passphrase };
}

/** The AEAT's service with the company's certificate when `VERIFACTU_SEND=on`; its request takes half a lease at most. */
const aeatClient = (verifactu: Config['verifactu']): AeatClient | undefined =>
  verifactu.sends
    ? createAeatClient({
        endpoint: verifactu.endpoint ?? AEAT_ENDPOINTS[verifactu.environment],
        identity: certificateOf(verifactu),
        timeoutMs: verifactu.leaseMs / 2,
      })
    : undefined;

function mailTransport(config: ServiceConfig, log: FastifyBaseLogger): MailTransport & { close?(): void } {
  if (config.SMTP_URL) return createSmtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM });
  // without SMTP the outbox is the local mailbox; with LOG_MAIL=true each kept mail is logged too
  return localMailbox(config.LOG_MAIL ? (mail) => log.info({ mail }, 'mail kept') : undefined);
}

type StorageConfig = Pick<Config, 'DATA_DIR' | 's3'>;

/** Where uploaded files are kept: the bucket of `STORAGE=s3`, else the `files` folder of `DATA_DIR`. */
const fileStorage = (config: StorageConfig): FileStorage & { close?(): void } =>
  config.s3 ? s3Storage(config.s3) : filesystemStorage(join(config.DATA_DIR, 'files'));

/** The file store for one piece of work (the starter set at start, a CLI command), closed after it. */
export async function withFileStorage<T>(
  config: StorageConfig,
  use: (storage: FileStorage) => Promise<T>,
): Promise<T> {
  const storage = fileStorage(config);
  try {
    return await use(storage);
  } finally {
    storage.close?.();
  }
}

export async function createServices(
  config: ServiceConfig,
  log: FastifyBaseLogger,
  db: Db,
): Promise<Services & { aeat?: AeatClient; close(): void }> {
  const secret = await linkSecret(config, db);
  const mail = mailTransport(config, log);
  const storage = fileStorage(config);
  return {
    sms: logSms(log),
    mail,
    publicUrl: (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, ''),
    storage,
    linkSecret: secret,
    counterpartyLinkDays: config.COUNTERPARTY_LINK_DAYS,
    holdsMaxDays: config.HOLDS_MAX_DAYS,
    verifactu: {
      environment: config.verifactu.environment,
      installation: '1',
      sends: config.verifactu.sends,
    },
    aeat: aeatClient(config.verifactu),
    close: () => {
      mail.close?.();
      storage.close?.();
    },
  };
}
