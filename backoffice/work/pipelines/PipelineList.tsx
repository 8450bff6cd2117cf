import { Box, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { describeAutomations } from '../../../domain/work/automations.ts';
import type { WorkService } from '../../../domain/work/work.ts';
import { useIsSmall } from '../../common/useIsSmall.ts';
import { useRole } from '../../permissions.ts';
import type { Pipeline } from '../jobs.ts';
import { serviceLabel } from './choices.ts';

/** The stages in order; a stage that does something on entry is marked and says what on hover. */
function StageChips({ pipeline }: { pipeline: Pipeline }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {pipeline.stages.map((stage, index) => {
        const does = describeAutomations(stage.automations);
        return (
          <Chip
            key={stage.id}
            size="small"
            variant={does.length ? 'filled' : 'outlined'}
            color={does.length ? 'primary' : 'default'}
            label={`${index + 1}. ${stage.name}${does.length ? ' ⚡' : ''}`}
            title={does.length ? does.join('\n') : undefined}
          />
        );
      })}
    </Stack>
  );
}

export function PipelineList() {
  const isSmall = useIsSmall();
  const { seesEveryClient } = useRole();
  const rowClick = seesEveryClient ? 'edit' : false;
  return (
    <List sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'block' }}>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {serviceLabel(record.service as WorkService)} · {(record as Pipeline).stages.length} stages
              </Typography>
              <StageChips pipeline={record as Pipeline} />
            </Box>
          )}
          linkType={rowClick}
        />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          <TextField source="name" />
          <FunctionField
            label="Service"
            sortable={false}
            render={(record: Pipeline) => serviceLabel(record.service as WorkService)}
          />
          <FunctionField
            label="Stages (⚡ does something when a job enters)"
            sortable={false}
            render={(record: Pipeline) => <StageChips pipeline={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
