import WebSocket from 'ws';

/** What a bench reads of a server's heap through its inspector: after a full collection, in MB. */
export interface HeapFigures {
  heapUsedMb: number;
  rssMb: number;
}

/**
 * The inspector of a benchmarked server started with `--inspect=127.0.0.1:<port>` (loopback only,
 * a process of the bench's own): a full garbage collection, then the process's own memory
 * figures, so a row can say what its sockets keep (heap after collection) beside what the
 * process holds as it runs (RSS from /proc, garbage included).
 */
export async function heapAfterCollection(inspectPort: number): Promise<HeapFigures> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 0;
  type Answer = { id?: number; result?: { result?: { value?: unknown } } };
  const call = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve) => {
      const id = ++nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as Answer;
        if (message.id !== id) return;
        ws.off('message', onMessage);
        resolve(message);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const usage = JSON.parse(String(answer.result?.result?.value)) as NodeJS.MemoryUsage;
    return { heapUsedMb: usage.heapUsed / 1048576, rssMb: usage.rss / 1048576 };
  } finally {
    ws.close();
  }
}
