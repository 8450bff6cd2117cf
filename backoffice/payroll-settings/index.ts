import PercentIcon from '@mui/icons-material/PercentOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export const taxTables = {
  ...lazyScreens(() => import('./TaxTableScreens.tsx'), {
    list: 'TaxTableList',
    edit: 'TaxTableEdit',
    create: 'TaxTableCreate',
  }),
  icon: TableChartIcon,
  recordRepresentation: 'taxYearEnd',
};
export const payrollRates = {
  ...lazyScreens(() => import('./RateScreens.tsx'), { list: 'RateList', edit: 'RateEdit', create: 'RateCreate' }),
  icon: PercentIcon,
  recordRepresentation: 'effectiveFrom',
};
