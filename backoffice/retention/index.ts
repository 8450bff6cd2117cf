import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { DisposalList, RetainedRecordList, RetentionRuleEdit, RetentionRuleList } from './RetentionScreens.tsx';

export const retentionRules = {
  list: RetentionRuleList,
  edit: RetentionRuleEdit,
  icon: GavelIcon,
  recordRepresentation: 'label',
};
export const retainedRecords = { list: RetainedRecordList, icon: Inventory2Icon, recordRepresentation: 'fileName' };
export const disposals = { list: DisposalList, icon: DeleteSweepIcon, recordRepresentation: 'fileName' };
export { RetentionPanel } from './RetentionPanel.tsx';
