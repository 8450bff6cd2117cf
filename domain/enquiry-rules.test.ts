import { describe, expect, test } from 'bun:test';
import { enquiryErrors, interestLabel, readAnswer } from './enquiry-rules.ts';

describe('enquiryErrors (shared by the API and the widgets)', () => {
  test('the home form: name of 2, e-mail, terms, captcha', () => {
    expect(enquiryErrors('home', {})).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      terms: 'You must accept the terms and conditions',
      captcha: 'Please complete the verification.',
    });
    expect(enquiryErrors('home', { name: 'Al', email: 'al@example.co.za', terms: true, captcha: '7' })).toEqual({});
  });

  test('the contact page form: name of 1, message of 10, acceptTerms', () => {
    expect(
      enquiryErrors('contact', { name: 'A', email: 'a@b', message: '123456789', acceptTerms: false, captcha: '3' }),
    ).toEqual({
      email: 'Please enter a valid email',
      message: 'Message must be at least 10 characters.',
      acceptTerms: 'You must accept the terms and conditions.',
    });
    expect(
      enquiryErrors('contact', {
        name: 'A',
        email: 'a@b.co',
        message: '1234567890',
        acceptTerms: true,
        interest: 'general',
        captcha: '3',
      }),
    ).toEqual({});
  });

  test('interest: the packages and custom; general only on the contact page', () => {
    const ok = { name: 'Al', email: 'al@example.co.za', terms: true, captcha: '7' };
    expect(enquiryErrors('home', { ...ok, interest: 'elite' })).toEqual({});
    expect(enquiryErrors('home', { ...ok, interest: 'custom' })).toEqual({});
    expect(enquiryErrors('home', { ...ok, interest: 'general' })).toHaveProperty('interest');
  });
});

test('readAnswer reads a whole number only', () => {
  expect(readAnswer(' 12 ')).toBe(12);
  for (const typed of ['', '1.5', '12a', '-3', 'twelve', null, 12]) expect(readAnswer(typed)).toBeNull();
});

test('interest labels are the package titles', () => {
  expect(['start-ups', 'standard', 'custom', 'general'].map(interestLabel)).toEqual([
    'Start-ups',
    'Standard',
    'Custom package',
    'General enquiry',
  ]);
});
