import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message (dot-unstuffed). */
  data: string;
}

export interface SmtpStub {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused at the end of DATA with a temporary failure. */
  failNext(count: number): void;
  /** RCPT TO this address is refused permanently (550), as a server does for an unknown mailbox. */
  refuse(address: string): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server speaking just enough of RFC 5321 for nodemailer (no TLS, no auth). `port`:
 * a set one (a test that has the portal's SMTP_URL point at it before it comes up); else any free one.
 */
export async function startSmtpStub(port = 0): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const refused = new Set<string>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stub ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures -= 1;
            reply('451 4.3.0 try again later');
          } else {
            received.push({ ...current, data });
            reply('250 2.0.0 queued');
          }
          current = { from: '', to: [], data: '' };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-stub\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 stub');
        else if (verb === 'MAIL') {
          current = { from: line.replace(/^MAIL FROM:\s*/i, ''), to: [], data: '' };
          reply('250 OK');
        } else if (verb === 'RCPT') {
          const to = line.replace(/^RCPT TO:\s*/i, '');
          if (refused.has(to.replace(/[<>]/g, '').toLowerCase()))
            reply('550 5.1.1 <' + to.replace(/[<>]/g, '') + '>: user unknown');
          else {
            current.to.push(to);
            reply('250 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    failNext(count) {
      failures = count;
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
