import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'NotificationList', create: 'NotificationCreate' }),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};
