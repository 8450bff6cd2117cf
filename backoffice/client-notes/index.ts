import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { NoteCreate } from './NoteCreate.tsx';
import { NoteEdit } from './NoteEdit.tsx';
import { NoteList } from './NoteList.tsx';

export default { list: NoteList, create: NoteCreate, edit: NoteEdit, icon: StickyNote2Icon };
