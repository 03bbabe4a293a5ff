import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../../common/limits';
import { notify } from '../../../components/notify';
import { ApiError } from '../../../lib/api-client';
import { resendEmailOtp, verifyOtp } from '../api';
import { maskEmail, readStoredUser, updateStoredUser } from '../session';
import { AuthFrame } from './auth-frame';

interface VerifyState {
  userId?: number;
  email?: string;
}

export function VerifyOtpPage() {
  const navigate = useNavigate();
  const state = (useLocation().state as VerifyState | null) ?? {};
  const stored = readStoredUser();
  const userId = state.userId ?? stored?.id;
  const email = state.email ?? stored?.email;
  const [otp, setOtp] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_SECONDS);
  const [isVerifying, setVerifying] = useState(false);
  const [isResending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Counts down one second at a time; at 0 the Resend button appears.
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  if (!email) {
    return (
      <AuthFrame title="Verify Your Email">
        <Stack>
          <Text>We do not know which email to verify. Please log in first.</Text>
          <Button component={Link} to="/auth/login">
            Go to login
          </Button>
        </Stack>
      </AuthFrame>
    );
  }

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setVerifying(true);
    setError(null);
    try {
      const reply = await verifyOtp({ otp: otp.trim(), email });
      if (stored) updateStoredUser(reply.user);
      notify.success('Email verified.');
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status > 0
          ? 'Invalid OTP. Please try again.'
          : 'Verification failed. Try again.';
      const detail =
        caught instanceof ApiError && /expired|Too many/.test(caught.message) ? ` ${caught.message}` : '';
      setError(message + detail);
      notify.error(message);
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (userId === undefined) return;
    setResending(true);
    try {
      await resendEmailOtp(userId);
      notify.success('OTP resent to your email.');
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch {
      notify.error('Failed to resend OTP.');
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFrame
      title="Verify Your Email"
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <strong>{maskEmail(email)}</strong>.
        </>
      }
    >
      <form onSubmit={(event) => void verify(event)} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value)}
            size="lg"
            styles={{ input: { letterSpacing: 6, fontSize: 22 } }}
          />
          <Button type="submit" size="lg" disabled={isVerifying || otp.trim() === ''}>
            {isVerifying ? 'Verifying...' : 'Verify'}
          </Button>
          <Group justify="center" mih={44}>
            {secondsLeft > 0 ? (
              <Text c="dimmed" aria-live="polite">
                You can ask for a new code in {secondsLeft} s
              </Text>
            ) : (
              <Button
                variant="light"
                onClick={() => void resend()}
                disabled={isResending || userId === undefined}
              >
                Resend
              </Button>
            )}
          </Group>
          <Text ta="center" size="sm">
            <Anchor component={Link} to="/auth/login">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
