import { Link, Typography } from '@mui/material';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** A message as typed: plain text (React escapes it), line breaks kept, web addresses clickable. */
export function MessageText({ body }: { body: string }) {
  const parts = body.split(URL_PATTERN);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer nofollow">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
