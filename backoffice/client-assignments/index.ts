import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), {
    list: 'AssignmentList',
    create: 'AssignmentCreate',
    edit: 'AssignmentEdit',
  }),
  icon: AssignmentIndIcon,
};
