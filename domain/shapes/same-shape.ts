/**
 * Compile-time proof that an API schema's inferred type and the shared shape the
 * front ends import are the same: each must be assignable to the other, so a
 * field added, dropped or retyped on one side alone fails `bun run typecheck`.
 * Usage: `sameShape<typeof userSchema.infer, User>(true);`
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function sameShape<A, B>(proof: SameShape<A, B>): void {
  void proof;
}
