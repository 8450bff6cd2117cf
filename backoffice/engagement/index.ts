import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export const engagementLetters = {
  ...lazyScreens(() => import('./LetterScreens.tsx'), {
    list: 'LetterList',
    show: 'LetterShow',
    edit: 'LetterEdit',
    create: 'LetterCreate',
  }),
  icon: HandshakeIcon,
  recordRepresentation: 'packageTitle',
};
export const engagementTemplates = {
  ...lazyScreens(() => import('./TemplateScreens.tsx'), {
    list: 'TemplateList',
    show: 'TemplateShow',
    create: 'TemplateCreate',
  }),
  icon: ArticleIcon,
  recordRepresentation: 'packageType',
};
