import { useMediaQuery, type Theme } from '@mui/material';

/** Phones get react-admin's SimpleList instead of a wide table. */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
