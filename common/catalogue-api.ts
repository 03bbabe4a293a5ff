import { z } from 'zod';

export const SubjectOption = z
  .object({ subject_id: z.number().int(), subject_name: z.string() })
  .meta({ id: 'SubjectOption' });
export const SubjectTitleOption = z
  .object({ subject_title_id: z.number().int(), title_name: z.string() })
  .meta({ id: 'SubjectTitleOption' });
export type SubjectOption = z.infer<typeof SubjectOption>;
export type SubjectTitleOption = z.infer<typeof SubjectTitleOption>;

export const IdParams = z.object({
  id: z.coerce
    .number({ error: 'The id must be a number.' })
    .int('The id must be a whole number.')
    .positive('The id must be positive.')
    .max(2_147_483_647),
});

export const PincodeParams = z.object({ pin: z.string().regex(/^\d{6}$/, 'A pincode has 6 digits.') });
export const StateParams = z.object({ state: z.string().min(1).max(100) });
export const PincodeReply = z
  .object({ pincode: z.string(), district: z.string(), state: z.string() })
  .meta({ id: 'PincodeReply' });
export type PincodeReply = z.infer<typeof PincodeReply>;
