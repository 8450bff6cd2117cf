import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'RequestList', create: 'RequestCreate', edit: 'RequestEdit' }),
  icon: AssignmentIcon,
  recordRepresentation: 'description',
};
