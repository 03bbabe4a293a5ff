import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ResetPasswordConfirm, ResetPasswordRequest } from '../../../../common/auth';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { confirmPasswordReset, requestPasswordReset } from '../api';
import { AuthFrame } from './auth-frame';

const ConfirmForm = ResetPasswordConfirm.extend({ repeat_password: z.string() }).refine(
  (v) => v.new_password === v.repeat_password,
  { message: 'The two passwords differ.', path: ['repeat_password'] },
);

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const requestForm = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ResetPasswordRequest, { sync: true }),
  });
  const confirmForm = useForm({
    initialValues: { email: '', otp: '', new_password: '', repeat_password: '' },
    validate: schemaResolver(ConfirmForm, { sync: true }),
  });

  const request = requestForm.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      const reply = await requestPasswordReset(email);
      notify.success(reply.message);
      setSentTo(email);
      confirmForm.setFieldValue('email', email);
    } catch (error) {
      notify.error(errorMessage(error, 'Could not send the code. Try again.'));
    } finally {
      setBusy(false);
    }
  });

  const confirm = confirmForm.onSubmit(async (values) => {
    setBusy(true);
    try {
      const reply = await confirmPasswordReset({
        email: values.email,
        otp: values.otp,
        new_password: values.new_password,
      });
      notify.success(reply.message);
      navigate('/auth/login', { replace: true });
    } catch (error) {
      const message = errorMessage(error, 'Could not reset the password. Try again.');
      confirmForm.setFieldError('otp', message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthFrame title="Reset password" subtitle="We mail you a code; with it you choose a new password.">
      {sentTo === null ? (
        <form onSubmit={request} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              autoFocus
              {...requestForm.getInputProps('email')}
            />
            <Button type="submit" size="lg" disabled={isBusy}>
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <Stack gap="md">
            <Alert variant="light" color="indigo">
              If an account uses {sentTo}, a code is on its way. It is valid for 10 minutes.
            </Alert>
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
              {...confirmForm.getInputProps('otp')}
            />
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              required
              {...confirmForm.getInputProps('new_password')}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...confirmForm.getInputProps('repeat_password')}
            />
            <Button type="submit" size="lg" disabled={isBusy}>
              Set new password
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              Use another email
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" mt="md" size="sm">
        <Anchor component={Link} to="/auth/login">
          Back to login
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
