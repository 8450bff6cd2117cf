import { expect, test } from 'bun:test';
import { type SameShape, sameShape } from './same-shape.ts';
import { USER_FIELDS } from './user.ts';

// The checks are made by `bun run typecheck`: each @ts-expect-error must meet an error, or the typecheck fails.
test('sameShape refuses shapes that differ in a field, its type or its nullability', () => {
  sameShape<{ a: string; b: number | null }, { a: string; b: number | null }>(true);
  // @ts-expect-error a field only on one side
  sameShape<{ a: string; b: number }, { a: string }>(true);
  // @ts-expect-error a field retyped
  sameShape<{ a: string }, { a: number }>(true);
  // @ts-expect-error null allowed on one side only
  sameShape<{ a: string | null }, { a: string }>(true);
  const differ: SameShape<{ a: 'x' | 'y' }, { a: 'x' }> = false;
  expect(differ).toBe(false);
});

test('the user fields list every field of the user once', () => {
  expect(new Set(USER_FIELDS).size).toBe(USER_FIELDS.length);
  expect(USER_FIELDS).not.toContain('password');
});
