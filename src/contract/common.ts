import { z } from 'zod';

/** Every failure the API returns has this shape (spec 1 §8, issue "HTTP platform"). */
export const ZErrorResponse = z.object({ message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;
