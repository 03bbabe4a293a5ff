import { OTP_TTL_MS } from '../../common/limits';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function renderCodeMail(name: string, code: string, purpose: 'verify' | 'reset') {
  const minutes = OTP_TTL_MS / 60_000;
  const action = purpose === 'verify' ? 'verify your email address' : 'reset your password';
  const subject =
    purpose === 'verify'
      ? `Your Prashna verification code: ${code}`
      : `Your Prashna password reset code: ${code}`;
  const text = [
    `Hello ${name},`,
    '',
    `Use this code to ${action}: ${code}`,
    '',
    `The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this mail.`,
    '',
    '— Prashna',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2a6b">
<p>Hello ${escapeHtml(name)},</p>
<p>Use this code to ${action}:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this mail.</p>
<p>— Prashna</p></body></html>`;
  return { subject, text, html };
}
