import {
  approximateAddress,
  directRequestTitle,
  isSearchCategory,
  SEARCH_CATEGORY_LABELS,
  type TRepairerSearchResult,
} from '@gharseva/domain';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../hooks/use-hydrated';
import { failureMessage } from '../../../lib/errors';
import { useCreateDirectRequest, type DirectRequestBody } from '../api/create-direct-request';
import { useAvailableRepairers, type SearchArea } from '../api/get-available-repairers';
import { NoRepairersFound, type AutoSaveState } from '../components/auto-save-status';
import { RepairerCard } from '../components/repairer-card';
import { RequestModal } from '../components/request-modal';
import { LoadError } from '../../../components/ui/load-error';
import {
  readRepairerSearch,
  requestServiceType,
  serviceTypeLabel,
  type RepairerSearch,
} from '../utils/search-state';

/** The Available Repairers page (route /user/repairers; SPEC.md section 2). */
export default function AvailableRepairersPage() {
  const location = useLocation();
  // The search is in the browser's history entry, which the server never sees: its first screen
  // of this page is empty, and so is the render that hydrates it. The page follows at once.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const search = readRepairerSearch(location.state);
  if (!search) return <MissingSearch />;
  return <RepairerResults search={search} searchKey={location.key} />;
}

/** No category or location in the navigation state: back to the dashboard with a toast. */
function MissingSearch() {
  const { t } = useTranslation('repairers');
  useEffect(() => {
    toast.error(t('missingState'), { id: 'repairers-missing-state' });
  }, [t]);
  return <Navigate to={paths.user.dashboard} replace />;
}

const storageKey = (searchKey: string) => `gharseva.repairers.autosave.${searchKey}`;

function readSaved(searchKey: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(searchKey)) === 'saved';
  } catch {
    return false;
  }
}

function writeSaved(searchKey: string, saved: boolean): void {
  try {
    if (saved) sessionStorage.setItem(storageKey(searchKey), 'saved');
    else sessionStorage.removeItem(storageKey(searchKey));
  } catch {
    // Storage unavailable: the in-page guard still prevents a second save.
  }
}

const withoutFinalStop = (message: string) => message.replace(/\.\s*$/, '');

function RepairerResults({ search, searchKey }: { search: RepairerSearch; searchKey: string }) {
  const { t } = useTranslation(['repairers', 'common']);
  const results = useAvailableRepairers(search.pincode, search.serviceType);
  const autoSave = useCreateDirectRequest();
  const { mutate: runAutoSave } = autoSave;
  const [selected, setSelected] = useState<TRepairerSearchResult | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  // Saved on an earlier visit of this same history entry (a reload): never twice.
  const [savedBefore] = useState(() => readSaved(searchKey));
  const autoSaveStarted = useRef(false);

  const serviceLabel = serviceTypeLabel(search.serviceType, (c) =>
    t(`common:searchCategories.${c}`),
  );
  const area: SearchArea | undefined = results.data?.location;
  const areaText = [area?.district, area?.state].filter(Boolean).join(', ');
  // Stored in English, the app's own words: each reader's app shows them in its language.
  const locationData = search.locationData ?? {
    fullAddress: approximateAddress(areaText ? { area: areaText } : { pincode: search.pincode }),
    pincode: search.pincode,
    city: area?.district ?? '',
    state: area?.state ?? '',
    coordinates: null,
    captureMethod: 'manual' as const,
  };
  const service = requestServiceType(search.serviceType);
  const request: Omit<DirectRequestBody, 'repairerId' | 'description'> = {
    ...service,
    // A search category by its name, else the stored main category (see requestTitleParts).
    title: directRequestTitle(
      isSearchCategory(search.serviceType)
        ? SEARCH_CATEGORY_LABELS[search.serviceType]
        : service.serviceType,
    ),
    locationData,
    preferredTimeSlot: 'flexible',
    urgency: 'medium',
  };
  const noneFound = results.data !== undefined && results.data.data.length === 0;

  // None found: save the request open (repairerId null), once per search, even under
  // StrictMode's double effects (the ref) and across a reload (sessionStorage).
  const autoSaveBody: DirectRequestBody | null =
    noneFound && !savedBefore
      ? {
          ...request,
          repairerId: null,
          description: t('autoDescription', { service: serviceLabel, pincode: search.pincode }),
        }
      : null;
  const autoSaveRef = useRef(autoSaveBody);
  useEffect(() => {
    autoSaveRef.current = autoSaveBody;
  });
  useEffect(() => {
    const body = autoSaveRef.current;
    if (!noneFound || !body || autoSaveStarted.current) return;
    autoSaveStarted.current = true;
    runAutoSave(body, {
      onSuccess: (response) => {
        if (response.success !== false) writeSaved(searchKey, true);
      },
    });
  }, [noneFound, runAutoSave, searchKey]);

  let save: AutoSaveState = { status: 'saving' };
  if (savedBefore || (autoSave.isSuccess && autoSave.data.success !== false)) {
    save = { status: 'saved' };
  } else if (autoSave.isSuccess) {
    save = { status: 'failed', message: withoutFinalStop(t('none.autoFailed')) };
  } else if (autoSave.isError) {
    save = {
      status: 'failed',
      message: withoutFinalStop(
        failureMessage(autoSave.error, {
          failed: t('none.autoFailed'),
          unexpected: t('none.autoError'),
        }),
      ),
    };
  }

  let content;
  if (results.isPending) {
    content = (
      <SkeletonGroup className="grid gap-4 md:grid-cols-2" data-testid="repairers-skeleton">
        {[0, 1, 2, 3].map((n) => (
          <Card key={n} className="flex flex-col gap-4 p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </Card>
        ))}
      </SkeletonGroup>
    );
  } else if (results.isError) {
    content = <LoadError message={t('loadFailed')} onRetry={() => void results.refetch()} />;
  } else if (noneFound) {
    content = <NoRepairersFound serviceLabel={serviceLabel} pincode={search.pincode} save={save} />;
  } else {
    content = (
      <>
        <p className="text-sm font-medium text-slate-600" data-testid="repairers-count">
          {t('count', { count: results.data.data.length })}
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {results.data.data.map((repairer) => (
            <li key={repairer._id} className="flex">
              <RepairerCard
                repairer={repairer}
                requested={requested.has(repairer._id)}
                onRequest={setSelected}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common:pageTitle', { title: t('title') })}</title>
      <header className="flex flex-col gap-2">
        <TextLink to={paths.user.dashboard} className="gap-1.5 self-start text-sm">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('backToDashboard')}
        </TextLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          <MapPin className="size-4 text-brand-700" aria-hidden="true" />
          <span>{t('subtitle', { service: serviceLabel, pincode: search.pincode })}</span>
          {areaText && <span className="text-slate-500">({areaText})</span>}
        </p>
        {area?.approximate && !noneFound && results.data?.data.length ? (
          <p className="text-xs text-slate-500">{t('approximateArea')}</p>
        ) : null}
      </header>
      {content}
      <RequestModal
        repairer={selected}
        serviceLabel={serviceLabel}
        request={request}
        onClose={() => setSelected(null)}
        onSent={(id) => {
          setRequested((previous) => new Set(previous).add(id));
          setSelected(null);
        }}
      />
    </div>
  );
}
