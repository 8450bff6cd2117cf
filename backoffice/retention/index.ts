import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { lazyScreens } from '../common/lazyScreens.ts';

const screens = () => import('./RetentionScreens.tsx');

export const retentionRules = {
  ...lazyScreens(screens, { list: 'RetentionRuleList', edit: 'RetentionRuleEdit' }),
  icon: GavelIcon,
  recordRepresentation: 'label',
};
export const retainedRecords = {
  ...lazyScreens(screens, { list: 'RetainedRecordList' }),
  icon: Inventory2Icon,
  recordRepresentation: 'fileName',
};
export const disposals = {
  ...lazyScreens(screens, { list: 'DisposalList' }),
  icon: DeleteSweepIcon,
  recordRepresentation: 'fileName',
};
