// Outgoing mail: nodemailer over SMTP_URL, or, without it, the console outbox that prints every mail (codes
// included) so that a person running the app alone can still verify an address.
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Rejects when the mail could not be handed to the SMTP server. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Short enough that a failed send still answers inside the client's 15 s. */
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 8000 };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

export function consoleOutbox(from: string, write: (text: string) => void = (text) => process.stdout.write(text)): Mailer {
  return {
    async send(mail) {
      const rule = '─'.repeat(72);
      write(`\n${rule}\n📧 console outbox (no SMTP_URL set): this mail was not sent\nFrom: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}\n\n`);
    },
    close() {},
  };
}

export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string }): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : consoleOutbox(config.mailFrom);
}
