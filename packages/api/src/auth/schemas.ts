import { z } from 'zod';
import { ACCESS_TOKEN_SECONDS } from './session';

export const passwordSchema = z.string().min(8).max(200);

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
  twoFactorMethod: z.enum(['sms', 'totp']),
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

export const refreshInput = z.object({ refresh_token: z.string().min(1).max(100) });
export const codeInput = z.object({ code: z.string().trim().min(1).max(20) });
export const faTokenOutput = z.object({ faToken: z.string() });
export const smsSentOutput = z.object({ to: z.string() });
/** The legacy two-factor calls answer `{ data }` (spec §7). */
export const faRequiredOutput = z.object({ data: z.boolean() });
export const verificateInput = z.object({
  user: z.string().max(254).optional(),
  faToken: z.string().min(1).max(100),
});
export const rememberPasswordInput = z.object({ email: z.email().max(254) });
export const setPasswordInput = z.object({ token: z.string().min(1).max(100), password: passwordSchema });
