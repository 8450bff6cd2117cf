import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatDate } from '../../domain/format.ts';
import { useDashboardStats } from './useDashboardStats.ts';

const WIDTH = 900;
const HEIGHT = 160;
const AXIS = 24;

/** Enquiries (contact, waitlist and quotes) per week, as plain SVG bars; the table beside it is for screen readers. */
export function EnquiriesChart() {
  const { data } = useDashboardStats();
  const weeks = data?.enquiriesPerWeek;
  const max = Math.max(1, ...(weeks ?? []).map((week) => week.count));
  const slot = weeks?.length ? WIDTH / weeks.length : WIDTH;
  const label = (weekStart: string) => formatDate(`${weekStart}T12:00:00+02:00`, 'short').slice(0, 5);

  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Enquiries per week
        </Typography>
        {!weeks ? (
          <Skeleton variant="rectangular" height={HEIGHT} />
        ) : (
          <Box sx={{ width: '100%', overflowX: 'auto' }}>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
              width="100%"
              role="img"
              aria-labelledby="enquiries-chart-summary"
              style={{ minWidth: 320 }}
            >
              <title id="enquiries-chart-summary">
                {`Enquiries per week for the last ${weeks.length} weeks; this week ${weeks.at(-1)?.count ?? 0}`}
              </title>
              <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#d8e3df" />
              {weeks.map((week, i) => {
                const height = (week.count / max) * (HEIGHT - 20);
                const x = i * slot + slot * 0.15;
                return (
                  <g key={week.weekStart}>
                    <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} rx={3} fill="#11705d" />
                    {week.count > 0 && (
                      <text
                        x={x + slot * 0.35}
                        y={HEIGHT - height - 4}
                        textAnchor="middle"
                        fontSize={12}
                        fill="#13221e"
                      >
                        {week.count}
                      </text>
                    )}
                    <text x={x + slot * 0.35} y={HEIGHT + 16} textAnchor="middle" fontSize={11} fill="#4a5c57">
                      {label(week.weekStart)}
                    </text>
                  </g>
                );
              })}
            </svg>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
