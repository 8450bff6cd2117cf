import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export const emailOutbox = {
  ...lazyScreens(() => import('./EmailOutboxList.tsx'), { list: 'EmailOutboxList' }),
  icon: MailOutlineIcon,
};
