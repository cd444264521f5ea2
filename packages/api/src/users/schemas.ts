import { z } from 'zod';
import { passwordSchema } from '../auth';
import { id } from '../shared/row-id';
import { nameText, plainText } from '../shared/text';

export const updateDetailsInput = z.object({
  id,
  name: nameText(100).min(1),
  lastName: nameText(100).default(''),
  email: z.email().max(254),
  phone: plainText(30).nullish(),
  currentPassword: z
    .string()
    .max(200)
    .optional()
    .describe('The password of the person making the change: required when the email or the phone changes.'),
});

/** A link of an email change: its secret and what it does. */
export const emailChangeLinkInput = z.strictObject({
  token: z.string().trim().min(1).max(100),
  action: z.enum(['confirm', 'cancel']),
});

export const changePasswordInput = z.object({
  id,
  /** Required when changing one's own password; an administrator resetting another's omits it. */
  currentPassword: z.string().max(200).optional(),
  newPassword: passwordSchema,
  confirmPassword: z.string().max(200),
});

export const totpSetupOutput = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const recoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });
export const passwordInput = z.object({ password: z.string().min(1).max(200) });
