import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { EmailOutboxList } from './EmailOutboxList.tsx';

export const emailOutbox = { list: EmailOutboxList, icon: MailOutlineIcon };
