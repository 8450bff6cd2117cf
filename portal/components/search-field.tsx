import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** The search box above a list: "Search employees..." and its label for screen readers. */
export function SearchField({
  what,
  value,
  onChange,
}: {
  what: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="search"
      placeholder={`Search ${what}...`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: { sm: 420 } }}
      slotProps={{
        htmlInput: { 'aria-label': `Search ${what}` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
