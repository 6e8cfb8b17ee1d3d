import { CHAT_MESSAGE_MAX } from '@gharseva/domain';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

/** The counter shows from this many characters (90 % of the limit). */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX * 0.9);

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method is composing, as Indian-language keyboards do, does not send). Blank text is never
 * sent; the box empties at once and gets the text back if the message could not be sent.
 */
export function MessageComposer({
  canSend,
  onSend,
}: {
  canSend: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const showCounter = text.length >= COUNTER_FROM;
  const blank = text.trim().length === 0;

  const submit = () => {
    if (!canSend || blank) return;
    const sent = text;
    setText('');
    void onSend(sent).then((ok) => {
      if (!ok) setText((current) => (current === '' ? sent : current));
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-1 border-t border-slate-200 bg-white p-2 sm:p-3"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={id}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('composer.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          enterKeyHint="send"
          className="max-h-36 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 [field-sizing:content] placeholder:text-slate-400 focus:border-brand-600"
        />
        <Button
          type="submit"
          size="icon"
          disabled={!canSend || blank}
          aria-label={t('composer.send')}
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      {showCounter && (
        <p
          id={counterId}
          aria-live="polite"
          data-testid="message-counter"
          className={cn(
            'px-1 text-end text-xs',
            text.length >= CHAT_MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {t('composer.counter', { count: text.length, max: CHAT_MESSAGE_MAX })}
        </p>
      )}
    </form>
  );
}
