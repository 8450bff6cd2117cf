import { type } from 'arktype';
import { PACKAGE_TYPES } from '../../../domain/enums.ts';

export const serviceSchema = type({
  id: 'string',
  title: 'string',
  description: 'string',
  price: 'number',
  packageType: type.enumerated(...PACKAGE_TYPES).or('string'),
  features: 'string[]',
  isHighlighted: 'boolean',
});
export type Service = typeof serviceSchema.infer;

export const serviceListSchema = serviceSchema.array();
