import { z } from 'zod';
import { passwordSchema } from '../auth/schemas';

const userId = z.coerce.number().int().positive();

export const updateDetailsInput = z.object({
  id: userId,
  name: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  email: z.email().max(254),
  phone: z.string().trim().max(30).nullish(),
});

export const changePasswordInput = z.object({
  id: userId,
  /** Required when changing one's own password; an administrator resetting another's omits it. */
  currentPassword: z.string().max(200).optional(),
  newPassword: passwordSchema,
  confirmPassword: z.string().max(200),
});

export const totpSetupOutput = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const recoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });
export const passwordInput = z.object({ password: z.string().min(1).max(200) });
