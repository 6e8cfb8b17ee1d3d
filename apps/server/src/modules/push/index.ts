export { pushRoutes } from './push.routes.ts';
export {
  createPushService,
  DELIVER_PUSH_JOB,
  type PushModuleService,
  type PushOutcome,
  type SocketPresence,
} from './push.service.ts';
export { pushPayload, pushUrl, PUSHED_TYPES } from './push-payload.ts';
