/** Pushes to sockets, queued in the caller's transaction and sent once it commits. */
export { publish, REALTIME_CHANNEL, type BoardRemovalReason, type RealtimeEvent } from './bus.ts';
export { BOARD_ROOM, jobChangedOnBoard, jobLeftBoard } from './board.ts';
