import { z } from 'zod';

/**
 * A short review written from the customer's account (a completed appointment, a line of a
 * completed order): 1–5 stars (5 when not given) and an optional comment, trimmed.
 */
export function ratingCommentSchema(
  messages: { rating: string; comment: string },
  commentMax: number,
) {
  return z.object({
    rating: z.coerce
      .number({ error: messages.rating })
      .int(messages.rating)
      .min(1, messages.rating)
      .max(5, messages.rating)
      .default(5),
    comment: z
      .string({ error: messages.comment })
      .trim()
      .max(commentMax, messages.comment)
      .nullish()
      .transform((value) => value ?? ''),
  });
}
