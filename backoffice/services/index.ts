import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'ServiceList', edit: 'ServiceEdit', create: 'ServiceCreate' }),
  icon: Inventory2Icon,
  recordRepresentation: 'title',
};
