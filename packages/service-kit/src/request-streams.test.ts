import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';

const BOUNDARY = 'portal-test-boundary';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Sends raw bytes and returns what the server answered ('' when it closed without an answer). */
function rawRequest(port: number, head: string, body: Buffer, endEarly = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
    socket.write(head);
    socket.write(body);
    // An aborted request: the client goes away mid-body.
    if (endEarly) setImmediate(() => socket.destroy());
  });
}

function head(pathName: string, contentType: string, length: number): string {
  return `POST ${pathName} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
}

describe('a request stream that fails', () => {
  let child: ChildProcess;
  let port: number;
  let exited: { code: number | null; stderr: string } | undefined;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/upload-server.ts')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => (exited = { code, stderr }));
    port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', () => reject(new Error(`fixture exited: ${stderr}`)));
    });
  }, 30_000);

  afterAll(() => {
    child.kill();
  });

  async function stillServing() {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(async (err: Error) => {
      if (!exited) await new Promise((resolve) => child.once('exit', resolve));
      throw new Error(`the service process ended (${err.message}): ${exited?.stderr}`);
    });
    expect(res.status).toBe(200);
  }

  it('answers 400 to a multipart upload whose file part never closes, and keeps serving', async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="proofs"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`), PNG]);
    const answer = await rawRequest(port, head('/uploads', `multipart/form-data; boundary=${BOUNDARY}`, body.length), body);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
    await stillServing();
  });

  it('drops an upload aborted mid-body and keeps serving', async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="proofs"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`), PNG]);
    await rawRequest(port, head('/uploads', `multipart/form-data; boundary=${BOUNDARY}`, body.length + 10_000), body, true);
    await stillServing();
  });

  it('drops a JSON body aborted mid-body and keeps serving', async () => {
    const body = Buffer.from('{"text": "half');
    await rawRequest(port, head('/notes', 'application/json', body.length + 100), body, true);
    await stillServing();
  });

  it('answers 400 to a multipart content type without a boundary', async () => {
    const body = Buffer.from('anything');
    const answer = await rawRequest(port, head('/uploads', 'multipart/form-data', body.length), body);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await stillServing();
  });

  it('answers a well-formed upload after all of these', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="proofs"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const answer = await rawRequest(port, head('/uploads', `multipart/form-data; boundary=${BOUNDARY}`, body.length), body);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    await stillServing();
  });
});
