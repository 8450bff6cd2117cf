/**
 * The backoffice engine's face for the features: what a feature's admin.ts needs to declare
 * its resources (defineResource, filters, write bodies), and the list parameters for lists
 * served beside the engine (webhooks). The table of contents hands the resources back.
 */
export {
  type AdminResource,
  type ChangesOf,
  defineResource,
  type InsertOf,
  type RowOf,
  type WriteContext,
} from './resource.ts';
export {
  calendarDateRange,
  custom,
  dateRange,
  equalsBoolean,
  equalsOneOf,
  equalsText,
  type ListFilter,
} from './filters.ts';
export { type BodyOf, optional, writeBody } from './write-body.ts';
export { flag, reference } from './model.ts';
export { MAX_PAGE_SIZE, parseListQuery, setContentRange, type ListQuery, type ListSpec } from './list-query.ts';
