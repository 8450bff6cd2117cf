import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import { HolidayCreate, HolidayList } from './HolidayScreens.tsx';
import { RuleCreate, RuleEdit, RuleList } from './RuleScreens.tsx';

export const publicHolidays = {
  list: HolidayList,
  create: HolidayCreate,
  icon: EventBusyIcon,
  recordRepresentation: 'name',
};
export const complianceRules = {
  list: RuleList,
  edit: RuleEdit,
  create: RuleCreate,
  icon: RuleIcon,
  recordRepresentation: 'obligation',
};
