import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../common/auth';
import { ME_QUERY_KEY } from '../../dashboard/components/dashboard-guard';
import { fetchCurrentUser } from '../api';

/** The signed-in teacher (the dashboard guard has loaded it already). */
export function useCurrentUser(): User | undefined {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: 60_000 });
  return me.data?.user;
}
