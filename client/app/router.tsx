import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';

// Every screen is loaded on demand, so the landing page carries none of the dashboard or paper code.
// The declarative router (not the data router) keeps the landing page's JavaScript within its budget
// (scripts/landing-budget.test.ts); it moves between screens in a transition, so the current screen
// stays on view until the next one's code has arrived.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const LandingPage = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);
// Screens past the landing page share the data, toast and dialog providers.
const AppProviders = page(
  () => import('./app-providers'),
  (m) => m.AppProviders,
);
const AboutPage = page(
  () => import('../features/about/about-page'),
  (m) => m.AboutPage,
);
const LoginPage = page(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('../features/auth/components/register-page'),
  (m) => m.RegisterPage,
);
const ResetPasswordPage = page(
  () => import('../features/auth/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const VerifyOtpPage = page(
  () => import('../features/auth/components/verify-otp-page'),
  (m) => m.VerifyOtpPage,
);
const NotFoundPage = page(
  () => import('../components/not-found-page'),
  (m) => m.NotFoundPage,
);

const DashboardGuard = page(
  () => import('../features/dashboard/components/dashboard-guard'),
  (m) => m.DashboardGuard,
);
const DashboardHome = page(
  () => import('../features/dashboard/components/dashboard-home'),
  (m) => m.DashboardHome,
);
const HeadersPage = page(
  () => import('../features/headers/components/headers-page'),
  (m) => m.HeadersPage,
);
const EditHeaderPage = page(
  () => import('../features/headers/components/edit-header-page'),
  (m) => m.EditHeaderPage,
);
const PrebuiltPaperPage = page(
  () => import('../features/papers/components/prebuilt-paper-page'),
  (m) => m.PrebuiltPaperPage,
);
const CustomPaperPage = page(
  () => import('../features/papers/components/custom-paper-page'),
  (m) => m.CustomPaperPage,
);
const WorksheetsPage = page(
  () => import('../features/worksheets/components/worksheets-page'),
  (m) => m.WorksheetsPage,
);
const AnswerSheetsPage = page(
  () => import('../features/worksheets/components/answersheets-page'),
  (m) => m.AnswerSheetsPage,
);
const HistoryPage = page(
  () => import('../features/history/components/history-page'),
  (m) => m.HistoryPage,
);
const ViewPaperPage = page(
  () => import('../features/history/components/view-paper-page'),
  (m) => m.ViewPaperPage,
);
const ProfilePage = page(
  () => import('../features/profile/components/profile-page'),
  (m) => m.ProfilePage,
);
const ChangePasswordPage = page(
  () => import('../features/profile/components/change-password-page'),
  (m) => m.ChangePasswordPage,
);
const QuestionBankPage = page(
  () => import('../features/question-bank/components/question-bank-page'),
  (m) => m.QuestionBankPage,
);

export function AppRouter() {
  return (
    <BrowserRouter>
      {/* Shows nothing only while the first screen's code loads; later screens load in a transition. */}
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<LandingPage />} />
            <Route element={<AppProviders />}>
              <Route path="/about" element={<AboutPage />} />
              <Route path="/auth/login" element={<LoginPage />} />
              <Route path="/auth/register" element={<RegisterPage />} />
              <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
              <Route path="/auth/verify-otp" element={<VerifyOtpPage />} />
              <Route path="/dashboard" element={<DashboardGuard />}>
                <Route index element={<DashboardHome />} />
                <Route path="generate/header" element={<HeadersPage />} />
                <Route path="generate/edit-header/:id" element={<EditHeaderPage />} />
                <Route path="generate/pdf-preview" element={<PrebuiltPaperPage />} />
                <Route path="generate/custompaper" element={<CustomPaperPage />} />
                <Route path="generate/worksheets" element={<WorksheetsPage />} />
                <Route path="generate/answersheets" element={<AnswerSheetsPage />} />
                <Route path="history" element={<HistoryPage />} />
                <Route path="view/:id" element={<ViewPaperPage />} />
                <Route path="profile" element={<ProfilePage />} />
                <Route path="change-password" element={<ChangePasswordPage />} />
                <Route path="questions" element={<QuestionBankPage />} />
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
