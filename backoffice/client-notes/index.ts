import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'NoteList', create: 'NoteCreate', edit: 'NoteEdit' }),
  icon: StickyNote2Icon,
};
