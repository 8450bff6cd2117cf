import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'DocumentList', edit: 'DocumentReview' }),
  icon: FactCheckIcon,
  recordRepresentation: 'fileName',
};
