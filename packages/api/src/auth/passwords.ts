import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password, options);

/** Verified against when the account does not exist, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
};
