import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginRequest } from '../../../../common/auth';
import { notify } from '../../../components/notify';
import { ApiError } from '../../../lib/api-client';
import { greetingFor } from '../../../lib/greeting';
import { login } from '../api';
import { readRememberedLogin, rememberUsername, saveSession } from '../session';
import { AuthFrame } from './auth-frame';

interface LoginState {
  from?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from;
  const remembered = readRememberedLogin();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: remembered.username, password: '', rememberMe: remembered.remember },
    validate: schemaResolver(LoginRequest, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const reply = await login({ username: values.username, password: values.password });
      if (!reply.token || !reply.user) throw new Error('Invalid server response');
      saveSession(reply.token, reply.user, values.rememberMe);
      rememberUsername(values.username, values.rememberMe);
      if (reply.user.is_verified === 1) {
        navigate(from && from.startsWith('/dashboard') ? from : '/dashboard', { replace: true });
      } else {
        navigate('/auth/verify-otp', { state: { userId: reply.user.id, email: reply.user.email } });
      }
    } catch (caught) {
      const message =
        caught instanceof ApiError
          ? caught.status === 401
            ? 'Invalid username or password'
            : caught.message || 'Login failed'
          : caught instanceof Error && caught.message === 'Invalid server response'
            ? 'Invalid server response'
            : 'Login failed';
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthFrame title={`${greetingFor()}, Teacher!`} subtitle="Log in to build and print your papers.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            autoComplete="username"
            required
            autoFocus={!remembered.username}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            autoFocus={Boolean(remembered.username)}
            {...form.getInputProps('password')}
          />
          <Checkbox label="Remember Me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Button type="submit" size="lg" loading={false} disabled={isBusy} fullWidth>
            {isBusy ? 'Logging in...' : 'Login'}
          </Button>
          <Text ta="center" size="sm">
            <Anchor component={Link} to="/auth/reset-password">
              Forgot your password?
            </Anchor>
          </Text>
          <Text ta="center">
            New to Prashna?{' '}
            <Anchor component={Link} to="/auth/register" fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
