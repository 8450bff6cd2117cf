import { describe, expect, test } from 'bun:test';
import { cleanEmployee, employeeErrors, isIsoDate, matchesEmployeeSearch } from './employee-rules.ts';

describe('employee rules (the form and the API run the same function)', () => {
  test('the form strings pass as they are', () => {
    const values = {
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: '',
      salaryAmount: '15000.50',
      startDate: '2022-03-01',
      endDate: '',
    };
    expect(employeeErrors(values, { today: '2026-11-22' })).toEqual({});
    expect(cleanEmployee(values)).toEqual({
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: null,
      salaryAmount: 15000.5,
      startDate: '2022-03-01',
      endDate: null,
    });
  });
  test('today is the limit for the start date', () => {
    const base = { firstName: 'A', lastName: 'B' };
    expect(employeeErrors({ ...base, startDate: '2026-11-22' }, { today: '2026-11-22' })).toEqual({});
    expect(employeeErrors({ ...base, startDate: '2026-11-23' }, { today: '2026-11-22' })).toEqual({
      startDate: 'Start date cannot be in the future',
    });
  });
  test('partial checks only what is present', () => {
    expect(employeeErrors({ position: 'Baker' }, { partial: true })).toEqual({});
    expect(employeeErrors({ position: 'Baker' })).toMatchObject({ firstName: 'First name is required' });
  });
  test('calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });
});

describe('employee search', () => {
  const thandi = { firstName: 'Thandi', lastName: 'Nkosi', position: 'Head Baker', email: 'thandi@nkosi.co.za' };
  test('case-insensitive over first name, last name, position and e-mail', () => {
    for (const search of ['thandi', 'NKOSI', 'baker', 'nkosi.co', '  ', ''])
      expect(matchesEmployeeSearch(thandi, search)).toBe(true);
    expect(matchesEmployeeSearch(thandi, 'sipho')).toBe(false);
    expect(matchesEmployeeSearch({ ...thandi, position: null, email: null }, 'baker')).toBe(false);
  });
});
