import { AppShell, Box, Burger, Button, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconBooks,
  IconFileText,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import type { User } from '../../../../common/auth';
import { confirmAction } from '../../../components/confirm';
import { greetingFor } from '../../../lib/greeting';
import { logout } from '../../auth/api';
import { clearSessionOnLogout } from '../../auth/session';
import { BrandMark } from '../../landing/brand-mark';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard', Icon: IconLayoutDashboard, end: true },
  { to: '/dashboard/generate/header', label: 'Build a paper', Icon: IconFileText },
  { to: '/dashboard/questions', label: 'Question bank', Icon: IconBooks },
  { to: '/dashboard/history', label: 'History', Icon: IconHistory },
  { to: '/', label: 'Home', Icon: IconHome },
  { to: '/dashboard/profile', label: 'Profile', Icon: IconUser },
];

export function DashboardLayout({ user, children }: { user: User | null; children: ReactNode }) {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  // Below the sm breakpoint the closed menu slides off screen; `inert` keeps Tab (and screen readers)
  // out of it, so a keyboard user never lands on an invisible link.
  const isMenuOffScreen = useMediaQuery('(max-width: 47.99em)') === true && !isOpen;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onLogout = async () => {
    const isSure = await confirmAction({
      title: 'Logout',
      message: 'Are you sure you want to log out?',
      confirmLabel: 'Yes, Logout',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!isSure) return;
    // Revoke the session on the server too; the browser forgets it whatever the answer.
    await logout().catch(() => undefined);
    clearSessionOnLogout();
    queryClient.clear();
    navigate('/auth/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isOpen ? 'Close menu' : 'Open menu'}
            />
            <BrandMark />
          </Group>
          <Text fw={600} c="indigo.9" truncate visibleFrom="xs" data-testid="dashboard-greeting">
            {greetingFor()}, {user?.name || 'Teacher'}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Dashboard" inert={isMenuOffScreen}>
        <Stack gap={4} justify="space-between" h="100%">
          <Box>
            <Text fw={600} c="indigo.9" hiddenFrom="xs" px="sm" pb="sm">
              {greetingFor()}, {user?.name || 'Teacher'}
            </Text>
            {LINKS.map(({ to, label, Icon, end }) => (
              <NavLink
                key={to}
                component={RouterNavLink}
                to={to}
                end={end}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
                onClick={close}
                styles={{ root: { minHeight: 44, borderRadius: 8 } }}
              />
            ))}
          </Box>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => void onLogout()}
          >
            Logout
          </Button>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main bg="#f7f8fc">
        <Container size="xl" py="lg" px={{ base: 'sm', sm: 'lg' }}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
