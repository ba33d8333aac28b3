import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** What delivers an e-mail; throws when the server refuses it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** E-mail through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps:// for TLS). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transporter.close();
    },
  };
}

/** The sender's address: the `from` parameter of SMTP_URL, else no-reply at the site's host. */
export function mailFrom(
  smtpUrl: string,
  publicUrl: string | undefined,
  companyName: string,
): string {
  const fromParam = new URL(smtpUrl).searchParams.get('from');
  if (fromParam) return fromParam;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `"${companyName}" <no-reply@${host}>`;
}
