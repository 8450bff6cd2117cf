import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from './csv.ts';

/**
 * The exporter of every backoffice list (react-admin's default writes cells
 * as typed, formulas included). A byte-order mark first, so spreadsheets read
 * the file as UTF-8 (names such as Ṱhalitha).
 */
export const csvExporter: Exporter = (records, _fetchRelatedRecords, _dataProvider, resource) =>
  downloadCSV(`\uFEFF${toCsv(records)}`, resource);
