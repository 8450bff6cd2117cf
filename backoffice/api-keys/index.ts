import KeyIcon from '@mui/icons-material/Key';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'ApiKeyList', create: 'ApiKeyCreate' }),
  icon: KeyIcon,
  recordRepresentation: 'name',
};
