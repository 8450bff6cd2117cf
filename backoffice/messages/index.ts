import ForumIcon from '@mui/icons-material/ForumOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export default { ...lazyScreens(() => import('./InboxList.tsx'), { list: 'InboxList' }), icon: ForumIcon };
