import { Box, Typography } from '@mui/material';
import { type LetterBlock, letterBlocks } from '../../../domain/engagement/letter-text.ts';

type Group = LetterBlock | { kind: 'list'; items: string[] };

/** Consecutive bullets become one list, so a screen reader announces it as one. */
function grouped(blocks: LetterBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind !== 'bullet') groups.push(block);
    else if (last?.kind === 'list') last.items.push(block.text);
    else groups.push({ kind: 'list', items: [block.text] });
  }
  return groups;
}

/** The letter on screen, laid out from the same blocks as its PDF (text only: nothing in it is markup). */
export function LetterTextView({ body }: { body: string }) {
  return (
    <Box component="article" aria-label="The engagement letter">
      {grouped(letterBlocks(body)).map((group, index) => {
        const key = `${index}-${group.kind}`;
        if (group.kind === 'list')
          return (
            <Box component="ul" key={key} sx={{ my: 1, pl: 3 }}>
              {group.items.map((item) => (
                <Typography component="li" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        if (group.kind === 'title')
          return (
            <Typography key={key} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {group.text}
            </Typography>
          );
        if (group.kind === 'heading')
          return (
            <Typography key={key} variant="h6" component="h3" sx={{ mt: 2 }}>
              {group.text}
            </Typography>
          );
        return (
          <Typography key={key} sx={{ my: 1 }}>
            {group.text}
          </Typography>
        );
      })}
    </Box>
  );
}
