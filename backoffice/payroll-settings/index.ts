import PercentIcon from '@mui/icons-material/PercentOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { RateCreate, RateEdit, RateList } from './RateScreens.tsx';
import { TaxTableCreate, TaxTableEdit, TaxTableList } from './TaxTableScreens.tsx';

export const taxTables = {
  list: TaxTableList,
  edit: TaxTableEdit,
  create: TaxTableCreate,
  icon: TableChartIcon,
  recordRepresentation: 'taxYearEnd',
};
export const payrollRates = {
  list: RateList,
  edit: RateEdit,
  create: RateCreate,
  icon: PercentIcon,
  recordRepresentation: 'effectiveFrom',
};
