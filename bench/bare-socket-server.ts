/**
 * The socket bench's baseline: a bare Socket.IO server on the same machine that
 * accepts any token, joins rooms and relays each message to its room, with no
 * session, database or checks. Run as a child process; prints its port.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });

io.on('connection', (socket) => {
  const senderModel = String(socket.handshake.auth?.token ?? '').startsWith('r')
    ? 'Repairer'
    : 'User';
  socket.on('joinRoom', async (id: string, ack?: (a: { ok: boolean }) => void) => {
    await socket.join(`conversation:${id}`);
    socket.emit('pastMessages', []);
    ack?.({ ok: true });
  });
  socket.on('sendMessage', (payload: { conversationId: string; message: string }) => {
    io.to(`conversation:${payload.conversationId}`).emit('receiveMessage', {
      _id: randomUUID(),
      conversationId: payload.conversationId,
      senderId: socket.id,
      senderModel,
      senderName: '',
      message: payload.message,
      createdAt: new Date().toISOString(),
    });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`PORT ${address.port}`);
});
