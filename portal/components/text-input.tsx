import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { type ChangeEvent, type InputHTMLAttributes, useId } from 'react';

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: OutlinedInputProps['endAdornment'];
}

/**
 * The outlined text field of the first screens, drawn exactly as MUI's TextField draws one (the same
 * FormControl, label, input and helper text, with the same ids and classes) without TextField's
 * static import of Select, which brings Menu, Popover and Modal into the sign-in page's first load.
 */
export function TextInput({
  label,
  error = false,
  helperText,
  required = false,
  disabled = false,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperTextId}
        name={input.name}
        value={input.value}
        onChange={input.onChange}
        type={input.type}
        autoComplete={input.autoComplete}
        autoFocus={input.autoFocus}
        inputProps={input.htmlInput}
        endAdornment={input.endAdornment}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
