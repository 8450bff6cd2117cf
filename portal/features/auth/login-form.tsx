import { Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { TextInput } from '../../components/text-input.tsx';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { dropFirstPaint, requestedBeforeStart, typedBeforeStart } from '../../lib/first-paint.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { CodeStep } from './code-step.tsx';
import { needsCode, useLogin } from '../../lib/use-user.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  // What was typed into the served form before the script arrived carries over.
  const [values, setValues] = useState(() => ({
    username: typedBeforeStart('username'),
    password: typedBeforeStart('password'),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const toast = useToast();
  const [codeStep, setCodeStep] = useState(false);
  const welcome = (user: User) => {
    toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
    onSignedIn();
  };

  // A click on the served form's button, or Enter in it, is done now that the form can answer.
  const [submitAsked] = useState(() => requestedBeforeStart() === 'submit');
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    dropFirstPaint();
    if (submitAsked) form.current?.requestSubmit();
  }, [submitAsked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.username.trim()) next.username = M.usernameRequired;
    if (!values.password) next.password = M.passwordRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    login.mutate(values, {
      onSuccess: (answer) => {
        if (needsCode(answer)) {
          setCodeStep(true);
          return;
        }
        welcome(answer);
      },
      onError: (error) =>
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid username or password'),
          variant: 'destructive',
        }),
    });
  }

  if (codeStep)
    return (
      <CodeStep
        onSignedIn={welcome}
        onRestart={() => {
          setCodeStep(false);
          setValues({ ...values, password: '' });
        }}
      />
    );

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
        error={Boolean(errors.username)}
        helperText={errors.username}
        required
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
      />
      <Link component={RouterLink} to="/auth/forgot" variant="body2" sx={{ justifySelf: 'start' }}>
        Forgot your password?
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </Box>
  );
}
