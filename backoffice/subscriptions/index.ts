import AutorenewIcon from '@mui/icons-material/Autorenew';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./SubscriptionList.tsx'), { list: 'SubscriptionList' }),
  icon: AutorenewIcon,
};
