import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { JobItem } from '../../components/job-item.tsx';
import { type ClientToDo, useJobs } from '../../lib/use-jobs.ts';

const ACTION_LABELS: Record<ClientToDo['kind'], string> = {
  sign_letter: 'Review and sign',
  upload_documents: 'Upload',
  pay_invoice: 'Pay',
};

/**
 * /dashboard/work: what the client must do now (letters to sign, documents to upload), then
 * the firm's work in progress for them, soonest due first, each where it stands in their words.
 */
export function WorkPage() {
  const { data, isLoading, isError } = useJobs();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Work
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          What we are working on for you, where each piece stands, and what we need from you.
        </Typography>
      </Box>
      <Card component="section" aria-labelledby="work-todo-heading">
        <CardContent>
          <Typography id="work-todo-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            What we need from you
          </Typography>
          {isLoading ? (
            <Skeleton variant="rounded" height={72} />
          ) : isError ? (
            <Typography sx={{ color: 'text.secondary' }}>
              This could not be loaded. Please try again shortly.
            </Typography>
          ) : !data?.toDo.length ? (
            <Typography sx={{ color: 'text.secondary' }}>Nothing right now: we will let you know.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.toDo.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    p: 1.5,
                    border: 1,
                    borderColor: 'warning.main',
                    borderRadius: 2,
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                    {item.detail && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {item.detail}
                      </Typography>
                    )}
                    {item.dueDate && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        Due {formatDate(item.dueDate)}
                      </Typography>
                    )}
                  </Box>
                  <Button component={RouterLink} to={item.link} variant="contained" size="small">
                    {ACTION_LABELS[item.kind]}
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="work-jobs-heading">
        <CardContent>
          <Typography id="work-jobs-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            In progress
          </Typography>
          {isLoading ? (
            <Skeleton variant="rounded" height={96} />
          ) : !data?.jobs.length ? (
            <Typography sx={{ color: 'text.secondary' }}>
              Nothing in progress. Your returns and filings appear here as we start on them, a few weeks before each is
              due.
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              {data.jobs.map((job) => (
                <JobItem key={job.id} job={job} />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
