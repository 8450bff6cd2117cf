import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export const publicHolidays = {
  ...lazyScreens(() => import('./HolidayScreens.tsx'), { list: 'HolidayList', create: 'HolidayCreate' }),
  icon: EventBusyIcon,
  recordRepresentation: 'name',
};
export const complianceRules = {
  ...lazyScreens(() => import('./RuleScreens.tsx'), { list: 'RuleList', edit: 'RuleEdit', create: 'RuleCreate' }),
  icon: RuleIcon,
  recordRepresentation: 'obligation',
};
