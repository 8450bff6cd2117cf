import EventIcon from '@mui/icons-material/EventOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./DeadlineList.tsx'), { list: 'DeadlineList' }),
  icon: EventIcon,
  recordRepresentation: 'periodLabel',
};
