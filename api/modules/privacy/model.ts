import { type } from 'arktype';
import { CORRECTION_KINDS, CORRECTION_STATUSES } from '../../../domain/privacy/correction-requests.ts';
import { DATA_EXPORT_STATUSES } from '../../../domain/privacy/data-exports.ts';
import { optionalText, requiredText } from '../../lib/validation.ts';

export const idParams = type({ id: '0 < string <= 100' });

export const newCorrectionBody = type({
  'kind?': type.enumerated(...CORRECTION_KINDS).configure({ message: 'Choose a correction or an objection' }),
  subject: requiredText('Say what information this is about', 200),
  details: requiredText('Say what should change, or why you object', 5000),
});

export const resolveCorrectionBody = type({
  status: type.enumerated('done', 'refused').configure({ message: "Choose 'done' or 'refused'" }),
  'response?': optionalText(5000),
});

export const correctionSchema = type({
  id: 'string',
  kind: type.enumerated(...CORRECTION_KINDS),
  subject: 'string',
  details: 'string',
  status: type.enumerated(...CORRECTION_STATUSES),
  response: 'string | null',
  createdAt: 'string',
  resolvedAt: 'string | null',
});

export const correctionListSchema = correctionSchema.array();

export const exportPasswordBody = type({ password: type('string > 0').configure({ message: 'Enter your password' }) });
export const staffExportBody = type({
  reason: requiredText('Name the written request (who asked, when, how)', 1000),
});

export const dataExportSchema = type({
  id: 'string',
  status: type.enumerated(...DATA_EXPORT_STATUSES),
  createdAt: 'string',
  readyAt: 'string | null',
  expiresAt: 'string | null',
  size: 'number | null',
});
