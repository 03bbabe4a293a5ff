import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../../common/auth';
import { findSubject, findSubjectTitle } from '../../../../common/catalogue';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { ApiError } from '../../../lib/api-client';
import { deleteAccount, fetchMe } from '../../auth/api';
import { clearSessionToken } from '../../auth/session';
import { ME_QUERY_KEY } from '../../dashboard/components/dashboard-guard';

function InfoCard({ title, rows }: { title: string; rows: Array<[string, React.ReactNode]> }) {
  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap={8} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" c="dimmed" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const yesNo = (flag: 0 | 1) => (
  <Badge color={flag === 1 ? 'green' : 'gray'} variant="light">
    {flag === 1 ? 'Yes' : 'No'}
  </Badge>
);

export function ProfilePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  const user: User | undefined = me.data?.user;
  if (!user) return <Text>Loading</Text>;

  const onDelete = async () => {
    const isSure = await confirmAction({
      title: 'Delete Account',
      message: 'Are you sure you want to delete your account?',
      confirmLabel: 'Delete Account',
      danger: true,
    });
    if (!isSure) return;
    try {
      await deleteAccount();
      notify.success('Account deleted successfully.');
      clearSessionToken();
      queryClient.clear();
      navigate('/auth/login', { replace: true });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 401
          ? 'Unauthorized: Please log in again.'
          : 'Failed to delete account. Please try again later.',
      );
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Profile Overview</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard
          title="User Info"
          rows={[
            ['Name', user.name],
            ['Email', user.email],
            ['Phone', user.phone_number],
            ['Username', user.username],
            ['User type', user.user_type],
          ]}
        />
        <InfoCard
          title="School Info"
          rows={[
            ['School', user.school_name],
            ['Principal', user.school_principal_name],
            ['City', user.school_address_city],
            ['State', user.school_address_state],
            ['Pincode', user.school_address_pincode],
            ['Address', user.school_address],
          ]}
        />
        <InfoCard
          title="Academic Info"
          rows={[
            ['Subject', user.subject ? findSubject(user.subject)?.subject_name : ''],
            ['Subject title', user.subject_title ? findSubjectTitle(user.subject_title)?.title_name : ''],
            ['Standard', user.standard.join(', ')],
          ]}
        />
        <InfoCard
          title="Verification"
          rows={[
            ['Email verified', yesNo(user.is_verified)],
            ['Phone verified', yesNo(user.is_number_verified)],
          ]}
        />
      </SimpleGrid>
      <Group>
        <Button
          component={Link}
          to="/dashboard/change-password"
          leftSection={<IconKey size={18} aria-hidden="true" />}
        >
          Change Password
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => void onDelete()}
        >
          Delete Account
        </Button>
      </Group>
    </Stack>
  );
}
