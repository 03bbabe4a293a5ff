import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ChangePasswordRequest } from '../../../../common/auth';
import { notify } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { changePassword } from '../../auth/api';

const ChangePasswordForm = ChangePasswordRequest.extend({ repeat_password: z.string() }).refine(
  (v) => v.new_password === v.repeat_password,
  { message: 'The two passwords differ.', path: ['repeat_password'] },
);

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', repeat_password: '' },
    validate: schemaResolver(ChangePasswordForm, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      changePassword({ current_password: values.current_password, new_password: values.new_password }),
    onSuccess: (reply) => {
      notify.success(reply.message);
      navigate('/dashboard/profile');
    },
    onError: (error) => {
      const message = errorMessage(error, 'Could not change the password. Try again.');
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, message);
      notify.error(message);
    },
  });

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>Change Password</Title>
      <Card padding="lg">
        <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="md">
            <Text c="dimmed">After the change, your other devices are logged out.</Text>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              required
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...form.getInputProps('repeat_password')}
            />
            <Group>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Saving...' : 'Change Password'}
              </Button>
              <Button component={Link} to="/dashboard/profile" variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
