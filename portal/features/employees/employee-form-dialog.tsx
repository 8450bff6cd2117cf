import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Switch,
  TextField,
  type TextFieldProps,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { EARLIEST_DATE } from '../../../domain/constants.ts';
import {
  EMPLOYEE_MAX_LENGTHS,
  employeeErrors,
  MAX_MEDICAL_MEMBERS,
  SALARY_STEP,
  type Employee,
} from '../../../domain/employee-rules.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { EMPTY_EMPLOYEE, fullName, toPayload, valuesOf, type EmployeeFormValues } from './employee-form-values.ts';
import { useAddEmployee, useUpdateEmployee } from './use-employees.ts';

type TextKey = Exclude<keyof EmployeeFormValues, 'isActive'>;
type FieldProps = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'slotProps'> & {
  htmlInput?: Record<string, unknown>;
  input?: Record<string, unknown>;
};

/**
 * Add Employee and Edit Employee: one form (docs/product/portal.md#employees). The dialog
 * is mounted per employee, so its state starts from that employee.
 */
export function EmployeeFormDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const editing = employee !== null;
  const [values, setValues] = useState<EmployeeFormValues>(employee ? valuesOf(employee) : EMPTY_EMPLOYEE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddEmployee();
  const update = useUpdateEmployee();
  const pending = add.isPending || update.isPending;
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = todayInSouthAfrica();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = employeeErrors({ ...values }, { today });
    setErrors(found);
    if (Object.keys(found).length) return;
    const payload = toPayload(values);
    const onError = (title: string, fallback: string) => (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
    };
    if (employee) {
      update.mutate(
        { id: employee.id, payload },
        {
          onSuccess: (saved) => {
            toast({
              title: 'Employee updated successfully',
              description: `${fullName(saved)}'s details have been saved.`,
            });
            onClose();
          },
          onError: onError('Failed to update employee', 'There was a problem updating the employee. Please try again.'),
        },
      );
    } else {
      add.mutate(payload, {
        onSuccess: (saved) => {
          toast({
            title: 'Employee added successfully',
            description: `${fullName(saved)} has been added to your records.`,
          });
          onClose();
        },
        onError: onError('Failed to add employee', 'There was a problem adding the employee. Please try again.'),
      });
    }
  }

  const field = (name: TextKey, label: string, { htmlInput, input, ...rest }: FieldProps = {}) => {
    const max = (EMPLOYEE_MAX_LENGTHS as Record<string, number>)[name];
    return (
      <TextField
        label={label}
        name={name}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: max, ...htmlInput },
          input,
          inputLabel: { shrink: rest.type === 'date' ? true : undefined },
        }}
        {...rest}
      />
    );
  };

  const title = editing ? 'Edit Employee' : 'Add Employee';
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="employee-form-title"
      // The form is the dialog's paper, so the fields scroll while the buttons stay in view.
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="employee-form-title">{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('firstName', 'First name', { required: true, autoFocus: true, autoComplete: 'off' })}
          {field('lastName', 'Last name', { required: true, autoComplete: 'off' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'off' })}
          {field('position', 'Position', { placeholder: 'e.g. Bookkeeper' })}
          {field('employeeId', 'Employee ID', { placeholder: 'e.g. EMP-001' })}
          {field('taxNumber', 'Tax number', { placeholder: 'e.g. 0123456789' })}
          {field('salaryAmount', 'Monthly salary', {
            type: 'number',
            htmlInput: { min: SALARY_STEP, step: SALARY_STEP, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">R</InputAdornment> },
          })}
          {field('startDate', 'Start date', { type: 'date', htmlInput: { min: EARLIEST_DATE, max: today } })}
          {field('endDate', 'End date', {
            type: 'date',
            htmlInput: { min: values.startDate || EARLIEST_DATE },
            helperText: errors.endDate ?? 'Leave blank while the employee still works for you',
          })}
          {field('dateOfBirth', 'Date of birth', {
            type: 'date',
            htmlInput: { min: EARLIEST_DATE, max: today },
            helperText: errors.dateOfBirth ?? 'The payroll estimate needs it: the tax rebates depend on age',
          })}
          {field('medicalMembers', 'Medical scheme members', {
            type: 'number',
            htmlInput: { min: 0, max: MAX_MEDICAL_MEMBERS, step: 1, inputMode: 'numeric' },
            helperText:
              errors.medicalMembers ??
              "People covered by the employee's medical scheme, the employee included (0 if none)",
          })}
        </Box>
        <Box sx={{ mt: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.isActive}
                onChange={(e) => setValues({ ...values, isActive: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'employee-active-help' } }}
              />
            }
            label="Active employee"
          />
          <FormHelperText id="employee-active-help" sx={{ mt: 0 }}>
            Inactive employees are listed separately and left out of active payroll.
          </FormHelperText>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Save Changes' : 'Add Employee'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
