import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Employee } from '../../../domain/employee-rules.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { fullName } from './employee-form-values.ts';
import { useDeleteEmployee } from './use-employees.ts';

/** The delete confirmation (docs/product/portal.md#employees). */
export function DeleteEmployeeDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const remove = useDeleteEmployee();
  const toast = useToast();

  const confirm = () => {
    if (!employee) return;
    remove.mutate(employee.id, {
      onSuccess: () => {
        toast({ title: 'Employee removed', description: `${fullName(employee)} has been removed from your records.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to remove employee',
          description: errorMessage(error, 'There was a problem removing the employee. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog
      open={employee !== null}
      onClose={remove.isPending ? undefined : onClose}
      aria-describedby="delete-employee-text"
    >
      <DialogTitle>Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-employee-text">
          This action will permanently remove this employee from your records. This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
