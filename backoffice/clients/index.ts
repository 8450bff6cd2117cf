import PeopleIcon from '@mui/icons-material/People';
import { userLabel } from '../common/userLabel.ts';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), {
    list: 'ClientList',
    create: 'ClientCreate',
    show: 'ClientShow',
    edit: 'ClientEdit',
  }),
  icon: PeopleIcon,
  recordRepresentation: userLabel,
};
