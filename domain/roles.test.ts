import { expect, test } from 'bun:test';
import { ROLES } from './enums.ts';
import { seesEveryClient } from './roles.ts';

test('managers and admins see every client; accountants, clients and the signed-out do not', () => {
  expect(ROLES.filter((role) => seesEveryClient(role))).toEqual(['manager', 'admin']);
  expect(seesEveryClient(null)).toBe(false);
  expect(seesEveryClient('')).toBe(false);
});
