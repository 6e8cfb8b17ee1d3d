import type { TChatMessage } from '@gharseva/domain';
import { MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../hooks/use-now';
import type { PendingMessage } from '../utils/room-state';
import { MessageBubble } from './message-bubble';

/** How close to an edge (px) counts as "at the top" (load older) or "at the bottom" (follow). */
const EDGE_PX = 80;

/**
 * The conversation as a log region (aria-live polite): new messages at the bottom, followed
 * while the reader is at the bottom (or wrote them); older pages loaded on scrolling to the
 * top, or with the button there, keeping the reader's place.
 */
export function MessageLog({
  messages,
  pending,
  mineModel,
  loaded,
  hasMore,
  loadingOlder,
  onLoadOlder,
  label,
}: {
  messages: TChatMessage[];
  pending: PendingMessage[];
  mineModel: 'User' | 'Repairer';
  loaded: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  label: string;
}) {
  const { t } = useTranslation('chat');
  const now = useNow(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const before = useRef({ firstId: '', lastKey: '', height: 0, top: 0, atBottom: true });

  const lastKey = pending.at(-1)?.key ?? messages.at(-1)?._id ?? '';
  const lastMine = pending.length > 0 || messages.at(-1)?.senderModel === mineModel;
  const firstId = messages[0]?._id ?? '';

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const was = before.current;
    if (was.firstId && firstId !== was.firstId && messages.some((m) => m._id === was.firstId)) {
      // Older messages went in above: keep the same message under the reader's eyes.
      el.scrollTop = was.top + (el.scrollHeight - was.height);
    } else if (lastKey !== was.lastKey && (was.atBottom || lastMine || !was.lastKey)) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = {
      firstId,
      lastKey,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX,
    };
  }, [firstId, lastKey, lastMine, messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    before.current = {
      ...before.current,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX,
    };
    if (el.scrollTop < EDGE_PX && hasMore && !loadingOlder) onLoadOlder();
  };

  const empty = loaded && messages.length === 0 && pending.length === 0;
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      // Focusable so the history can be scrolled with the keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 [overflow-anchor:none] sm:px-5"
      data-testid="message-scroller"
    >
      {hasMore && (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} isLoading={loadingOlder}>
            {t('pane.loadEarlier')}
          </Button>
        </div>
      )}
      {!loaded && (
        <div className="flex justify-center py-6 text-brand-700" role="status">
          <Spinner className="size-6" />
          <span className="sr-only">{t('pane.connecting')}</span>
        </div>
      )}
      {empty && (
        <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-500">
          <MessagesSquare className="size-8 text-slate-300" aria-hidden="true" />
          {t('pane.empty')}
        </p>
      )}
      {/* The log wraps the list: role="log" on the <ol> itself would drop its list semantics. */}
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={label}
        aria-busy={!loaded || loadingOlder}
      >
        <ol className="flex flex-col gap-3">
          {messages.map((m) => (
            <MessageBubble key={m._id} message={m} mine={m.senderModel === mineModel} now={now} />
          ))}
          {pending.map((p) => (
            <MessageBubble key={p.key} message={p} mine now={now} />
          ))}
        </ol>
      </div>
    </div>
  );
}
