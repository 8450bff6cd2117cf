import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { LetterCreate, LetterEdit, LetterList, LetterShow } from './LetterScreens.tsx';
import { TemplateCreate, TemplateList, TemplateShow } from './TemplateScreens.tsx';

export const engagementLetters = {
  list: LetterList,
  show: LetterShow,
  edit: LetterEdit,
  create: LetterCreate,
  icon: HandshakeIcon,
  recordRepresentation: 'packageTitle',
};
export const engagementTemplates = {
  list: TemplateList,
  show: TemplateShow,
  create: TemplateCreate,
  icon: ArticleIcon,
  recordRepresentation: 'packageType',
};
