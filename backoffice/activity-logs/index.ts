import HistoryIcon from '@mui/icons-material/History';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./ActivityLogList.tsx'), { list: 'ActivityLogList' }),
  icon: HistoryIcon,
};
