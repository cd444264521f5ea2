import { z } from 'zod';
import { ACCESS_TOKEN_SECONDS } from './session';

export const credentialsInput = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export const meOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  faEnabled: z.boolean(),
  twoFactorPassed: z.boolean(),
  role: z.object({ name: z.string(), access: z.array(z.string()) }),
});
export type Me = z.infer<typeof meOutput>;

export const tokensOutput = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(ACCESS_TOKEN_SECONDS),
});

export const okOutput = z.object({ ok: z.literal(true) });
