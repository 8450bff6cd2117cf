import { Alert, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { JobItem } from '../../components/job-item.tsx';
import { useJobs } from '../../lib/use-jobs.ts';

const SHOWN = 3;

/** The firm's work in progress (the soonest three) and how many things wait on the client. */
export function WorkCard() {
  const { data, isLoading } = useJobs();
  const jobs = data?.jobs ?? [];
  const toDo = data?.toDo ?? [];
  return (
    <Card component="section" aria-labelledby="work-card-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="work-card-heading" variant="h6" component="h2">
          Our work for you
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Where your returns and filings stand
        </Typography>
        {toDo.length > 0 && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button component={RouterLink} to="/dashboard/work" color="inherit" size="small">
                See what
              </Button>
            }
          >
            We need {toDo.length === 1 ? 'one thing' : `${toDo.length} things`} from you.
          </Alert>
        )}
        {isLoading ? (
          <Skeleton variant="rounded" height={96} />
        ) : jobs.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing in progress right now.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {jobs.slice(0, SHOWN).map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </Stack>
        )}
        <Link component={RouterLink} to="/dashboard/work" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          View all work
        </Link>
      </CardContent>
    </Card>
  );
}
