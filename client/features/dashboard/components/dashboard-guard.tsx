import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/storage';
import { fetchMe } from '../../auth/api';
import { clearSessionToken, updateStoredUser } from '../../auth/session';
import { DashboardLayout } from './dashboard-layout';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

// The dashboard needs a stored token that the server accepts (DECISIONS.md); otherwise to the login,
// carrying the requested location so that login can return there.
export function DashboardGuard() {
  const location = useLocation();
  const token = readAuthToken();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  const isRejected = me.error instanceof ApiError && me.error.status === 401;

  useEffect(() => {
    if (me.data) updateStoredUser(me.data.user);
    if (isRejected) clearSessionToken();
  }, [me.data, isRejected]);

  const from = location.pathname + location.search;
  if (!token || isRejected) return <Navigate to="/auth/login" replace state={{ from }} />;
  if (me.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (me.data && me.data.user.is_verified !== 1) {
    return (
      <Navigate
        to="/auth/verify-otp"
        replace
        state={{ userId: me.data.user.id, email: me.data.user.email }}
      />
    );
  }
  return (
    <DashboardLayout user={me.data?.user ?? null}>
      <Outlet />
    </DashboardLayout>
  );
}
