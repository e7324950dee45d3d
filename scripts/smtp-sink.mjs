#!/usr/bin/env node
// A real SMTP server that keeps every mail it receives and shows them over HTTP: the full-stack tests read the
// verification codes and reset links from it, and anyone can point the server at it to see its mails.
//   node scripts/smtp-sink.mjs [--smtp-port 2525] [--http-port 2580]
//   SMTP_URL=smtp://127.0.0.1:2525 npm start        then open http://127.0.0.1:2580/messages
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink({ smtpPort = 2525, httpPort = 2580 } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // The server's mails go over loopback in plain text; STARTTLS would need a certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => smtp.listen(smtpPort, '127.0.0.1', resolve).once('error', reject));
  const http = createServer((request, response) => {
    if (request.url === '/messages' && request.method === 'DELETE') messages.length = 0;
    if (request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(messages, null, 1));
  });
  await new Promise((resolve, reject) => http.listen(httpPort, '127.0.0.1', resolve).once('error', reject));
  return {
    messages,
    async close() {
      await new Promise((resolve) => http.close(resolve));
      await new Promise((resolve) => smtp.close(resolve));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const smtpPort = option('--smtp-port', 2525);
  const httpPort = option('--http-port', 2580);
  const sink = await startSmtpSink({ smtpPort, httpPort });
  console.log(`SMTP sink: smtp://127.0.0.1:${smtpPort}  ·  mails at http://127.0.0.1:${httpPort}/messages`);
  const stop = () => void sink.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
