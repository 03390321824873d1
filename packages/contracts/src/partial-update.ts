import { z } from 'zod';

type Shape = z.ZodRawShape;
type OptionalShape<S extends Shape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * The body of a PATCH: every field of `fields` optional, and a field left out stays out. zod 4
 * applies a field's `.default()` inside `.partial()`, so a PATCH naming only `name` came out with
 * `description: ''` and `closeAt: null`, and the server wrote them over what was stored (issue 40).
 * Defaults belong to creation; here each is dropped, so what was not sent is not changed.
 */
export function partialUpdate<S extends Shape>(fields: z.ZodObject<S>): z.ZodObject<OptionalShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, field]) => {
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, inner.optional()];
    }),
  );
  return z.object(shape) as unknown as z.ZodObject<OptionalShape<S>>;
}
