import { z } from 'zod';

// The one JSON shape of every failure the API answers.
export const ErrorReply = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof ErrorReply>;
