import { Outlet } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

export function RootLayout() {
  useScrollRestoration();
  return <Outlet />;
}
