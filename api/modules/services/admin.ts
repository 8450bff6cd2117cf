/** services: the package catalogue. Every staff member reads it; only admins change it. */
import { type } from 'arktype';
import { WORK_SERVICES } from '../../../domain/work/work.ts';
import { services } from '../../db/schema.ts';
import { requiredText } from '../../lib/validation.ts';
import { serviceColumns } from './public.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { equalsBoolean, equalsText, flag, defineResource, optional, writeBody } from '../admin/public.ts';

const fields = {
  title: requiredText('Title is required', 100),
  description: requiredText('Description is required', 2000),
  price: type('0 <= number <= 10000000').configure({ message: 'Price must be a rand amount, 0 or more' }),
  packageType: type(/^[a-z0-9-]{1,50}$/).configure({
    message: 'Package type must be lower-case letters, digits and dashes',
  }),
  features: type('(0 < string <= 300)[] <= 50').configure({ message: 'Features must be a list of short texts' }),
  isHighlighted: flag,
  sortOrder: type('0 <= number.integer <= 1000'),
  workServices: type
    .enumerated(...WORK_SERVICES)
    .configure({ message: 'Choose the work the package includes from the work board services' })
    .array()
    .configure({ message: 'Choose the work the package includes from the work board services' }),
};
const { isHighlighted, sortOrder, features, workServices, ...required } = fields;
const createBody = writeBody({
  ...required,
  'features?': features,
  'workServices?': workServices,
  'isHighlighted?': isHighlighted,
  'sortOrder?': sortOrder,
});
const updateBody = writeBody(optional(fields));

export const servicesDefinition = defineResource({
  name: 'services',
  label: 'service',
  table: services,
  id: services.id,
  fields: { ...serviceColumns, sortOrder: services.sortOrder, workServices: services.workServices },
  computed: {
    workServices: {
      type: 'array',
      items: { type: 'string', enum: [...WORK_SERVICES] },
      description: "the work-board services the package includes: its clients' jobs are made for these",
    },
  },
  // Six rows: any column sorts fast.
  sortable: {
    id: services.id,
    sortOrder: services.sortOrder,
    title: services.title,
    price: services.price,
    packageType: services.packageType,
  },
  defaultSort: ['sortOrder', 'ASC'],
  searchable: [services.title, services.description, services.packageType],
  filters: { packageType: equalsText(services.packageType), isHighlighted: equalsBoolean(services.isHighlighted) },
  readRoles: STAFF,
  create: { roles: ADMINS, body: createBody },
  update: { roles: ADMINS, body: updateBody },
  remove: { roles: ADMINS },
});
