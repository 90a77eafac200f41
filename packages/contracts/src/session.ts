import { z } from 'zod';
import { languageSchema } from './runtime-config';

export const roleSchema = z.enum(['agency_admin', 'agent', 'operator']);
export type Role = z.infer<typeof roleSchema>;

/** The stored session record (spec §3, `userData` in local storage). */
export const userDataSchema = z.object({
  id: z.string(),
  langId: languageSchema,
  partnerId: z.string().optional(),
  partner: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateTimeFormat: z.string(),
  utcOffsetTime: z.string(),
  currency: z.string().optional(),
  role: roleSchema.optional(),
});
export type UserData = z.infer<typeof userDataSchema>;
