import { expect, test } from 'bun:test';
import { ApiError, apiErrorFrom, errorMessage, fieldErrorsOf } from './api-error.ts';

const problem = (detail: string, errors?: Record<string, string>) => JSON.stringify({ status: 422, detail, errors });

test('a problem with one field error shows that error, and keeps it for the field', () => {
  const error = apiErrorFrom(422, problem('The request body is not valid.', { category: 'Choose a category' }), '');
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toStartWith('422: {');
  expect(errorMessage(error, 'fallback')).toBe('Choose a category');
  expect(fieldErrorsOf(error)).toEqual({ category: 'Choose a category' });
});

test('a problem with several field errors shows its detail', () => {
  const error = apiErrorFrom(422, problem('Check the fields.', { a: 'A is wrong', b: 'B is wrong' }), '');
  expect(error.detail).toBe('Check the fields.');
  expect(Object.keys(error.fieldErrors)).toEqual(['a', 'b']);
});

test('a body that is not JSON is the message; an empty one falls back to the status text', () => {
  expect(apiErrorFrom(502, 'Bad gateway from the proxy', 'Bad Gateway').detail).toBe('Bad gateway from the proxy');
  const empty = apiErrorFrom(503, '', 'Service Unavailable');
  expect(empty.detail).toBe('Service Unavailable');
  expect(empty.message).toBe('503: Service Unavailable');
});
