import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleListing } from '../src/db/seed/factories.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '../src/test/build-test-app.ts';
import { jpegPhoto } from '../src/test/image-files.ts';
import { freeLoopbackPort } from '../src/test/ports.ts';
import { type ServerChild, spawnServer } from '../src/test/server-process.ts';
import { type SmtpCapture, startSmtpCapture } from '../src/test/smtp-capture.ts';

// Issue 14: two identical server processes on one PostgreSQL database, as an operator runs them
// behind a load balancer (one data folder, one JWT_SECRET, started together on a fresh database).
// What one process learns, the other knows: live messages, listing edits, rate limits; and what
// runs on a schedule runs once. Run by `npm run test:processes -w server` (in .ci/run).

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-two-'));
let databaseUrl: string;
let smtp: SmtpCapture;

interface Server extends ServerChild {
  base: string;
}
const servers: Server[] = [];

async function startServer(port: number): Promise<Server> {
  const server: Server = {
    ...spawnServer('src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://tranquera.test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'two-processes-secret-two-processes',
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'on',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
    base: `http://127.0.0.1:${port}`,
  };
  servers.push(server);
  return server;
}

async function whenReady(server: Server): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const res = await fetch(`${server.base}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready: ${server.output()}`);
}

let one: Server;
let two: Server;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  databaseUrl = await freshPostgresDatabase(baseUrl);
  const [portOne, portTwo] = [await freeLoopbackPort(), await freeLoopbackPort()];
  // Started together on an empty database: one migrates, the other waits; neither crashes.
  [one, two] = await Promise.all([startServer(portOne), startServer(portTwo)]);
  await Promise.all([whenReady(one), whenReady(two)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

const json = { 'content-type': 'application/json' };

interface Account {
  token: string;
  id: string;
  email: string;
}

async function register(server: Server, name: string): Promise<Account> {
  const email = `${name}@tranquera.test`;
  const registered = await fetch(`${server.base}/api/users/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email_address: email,
      first_name: name,
      last_name: 'Prueba',
      password: 'secreto123',
      passwordConfirmed: 'secreto123',
      username: name,
    }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${server.base}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email_address: email, password: 'secreto123' }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  return { token, id: user._id, email };
}

const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function publish(server: Server, owner: Account, title: string): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([await jpegPhoto()], { type: 'image/jpeg' }), 'campo.jpg');
  const upload = await fetch(`${server.base}/api/properties/upload-image/${owner.id}`, {
    method: 'POST',
    headers: auth(owner),
    body: form,
  });
  expect(upload.status).toBe(201);
  const { urls } = (await upload.json()) as { urls: string[] };
  const created = await fetch(`${server.base}/api/properties/add-property`, {
    method: 'POST',
    headers: { ...json, ...auth(owner) },
    body: JSON.stringify({ ...sampleListing, listing_title: title, images: urls }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { addedProperty: { _id: string } }).addedProperty._id;
}

/** An open message stream of `account` on `server`, and what arrives on it. */
async function openStream(server: Server, account: Account) {
  const ticketed = await fetch(`${server.base}/api/messages/stream-ticket`, {
    method: 'POST',
    headers: auth(account),
  });
  const { ticket } = (await ticketed.json()) as { ticket: string };
  const controller = new AbortController();
  const stream = await fetch(`${server.base}/api/messages/stream?ticket=${ticket}`, {
    signal: controller.signal,
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  let received = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      received += new TextDecoder().decode(value);
    }
  })();
  return { received: () => received, close: () => controller.abort() };
}

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not in ${timeoutMs} ms: ${what}`);
};

describe('two server processes on one PostgreSQL database', () => {
  let seller: Account;
  let buyer: Account;
  let listingId: string;

  it('delivers a message sent through one process live to a page open on the other', async () => {
    seller = await register(one, 'vendedora');
    buyer = await register(two, 'comprador');
    listingId = await publish(one, seller, 'Campo en dos servidores');
    const stream = await openStream(one, seller);
    const sent = await fetch(`${two.base}/api/messages/send-message`, {
      method: 'POST',
      headers: { ...json, ...auth(buyer) },
      body: JSON.stringify({
        text: 'Hola, ¿sigue disponible el campo?',
        receiverId: seller.id,
        detail: { id: listingId },
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await waitFor(() => stream.received().includes('¿sigue disponible el campo?'), 2_000, 'the live message');
    expect(stream.received()).toContain('event: message');
    stream.close();
  });

  it('shows a listing edited through one process fresh on the other within a second', async () => {
    const search = () =>
      // Page 1 of a land use: a page each process keeps in memory (popular-pages.ts).
      fetch(`${two.base}/api/properties/?category=Ganadero`).then(
        async (res) => (await res.json()) as { payload: { listing_title: string }[] },
      );
    const detail = () =>
      fetch(`${two.base}/api/properties/get-property/${listingId}`).then(
        async (res) => (await res.json()) as { property: { listing_title: string } },
      );
    // The second process has it remembered.
    expect((await search()).payload.map((p) => p.listing_title)).toEqual(['Campo en dos servidores']);
    expect((await search()).payload.map((p) => p.listing_title)).toEqual(['Campo en dos servidores']);
    expect((await detail()).property.listing_title).toBe('Campo en dos servidores');

    const edited = await fetch(`${one.base}/api/properties/update-property/${listingId}/${seller.id}`, {
      method: 'PUT',
      headers: { ...json, ...auth(seller) },
      body: JSON.stringify({
        ...sampleListing,
        listing_title: 'Campo editado en dos servidores',
        images: (await detail().then((d) => d as unknown as { property: { images: string[] } })).property
          .images,
      }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const at = Date.now();
    const freshAt = await waitFor(
      async () =>
        (await search()).payload[0]?.listing_title === 'Campo editado en dos servidores' &&
        (await detail()).property.listing_title === 'Campo editado en dos servidores',
      1_000,
      'the edit on the other process',
    );
    expect(freshAt - at).toBeLessThan(1_000);
  });

  it('counts wrong passwords on both processes together: the 11th is refused', async () => {
    const attempt = (server: Server) =>
      fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: json,
        // An address nobody signed in with yet: its 10 attempts are all left.
        body: JSON.stringify({ email_address: 'intruso@tranquera.test', password: 'equivocada1' }),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? one : two)).status).toBe(401);
    const eleventh = await attempt(two);
    expect(eleventh.status).toBe(429);
    expect(((await eleventh.json()) as { message: string }).message).toBe(
      'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    );
  });

  it('runs the photo sweep in one process and sends each e-mail once', async () => {
    const swept = servers.filter((server) =>
      server.logs().some((line) => line.msg === 'photo maintenance ran'),
    );
    expect(swept).toHaveLength(1);
    // Both processes' outbox workers poll the same queue: each welcome e-mail arrives once.
    await waitFor(() => smtp.received.length >= 2, 10_000, 'the welcome e-mails');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const welcomes = (to: string) =>
      smtp.received.filter((mail) => mail.to.includes(to) && /^Bienvenido/.test(mail.subject)).length;
    expect(welcomes(seller.email)).toBe(1);
    expect(welcomes(buyer.email)).toBe(1);
  });
});
