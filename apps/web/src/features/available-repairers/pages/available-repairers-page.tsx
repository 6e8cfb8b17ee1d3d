import {
  directRequestTitle,
  isSearchCategory,
  SEARCH_CATEGORY_LABELS,
  type TSearchArea,
} from '@gharseva/domain';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useSession } from '../../../lib/session/session-context';
import { useLastRequest } from '../api/get-last-request';
import { useAvailableRepairers } from '../api/get-available-repairers';
import { NoRepairersFound } from '../components/no-repairers-found';
import { RepairerCard } from '../components/repairer-card';
import { RequestModal, type RequestTarget } from '../components/request-modal';
import { initialDirectRequestForm } from '../utils/direct-request-form';
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
  return <RepairerResults key={location.key} search={search} />;
}

/** No category or location in the navigation state: back to the dashboard with a toast. */
function MissingSearch() {
  const { t } = useTranslation('repairers');
  useEffect(() => {
    toast.error(t('missingState'), { id: 'repairers-missing-state' });
  }, [t]);
  return <Navigate to={paths.user.dashboard} replace />;
}

function RepairerResults({ search }: { search: RepairerSearch }) {
  const { t } = useTranslation(['repairers', 'common']);
  const { user } = useSession();
  const results = useAvailableRepairers(search.pincode, search.serviceType);
  // The customer's last request (newest first): its street address and contact prefill the form.
  const lastRequest = useLastRequest();
  const [target, setTarget] = useState<RequestTarget | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const [openSent, setOpenSent] = useState(false);

  const serviceLabel = serviceTypeLabel(search.serviceType, (c) =>
    t(`common:searchCategories.${c}`),
  );
  const area: TSearchArea | undefined = results.data?.location;
  const areaText = [area?.district, area?.state].filter(Boolean).join(', ');
  const service = requestServiceType(search.serviceType);
  const subject = {
    ...service,
    // Stored in English, the app's own words: each reader's app shows it in its language
    // (decision 038). A search category by its name, else the stored main category.
    title: directRequestTitle(
      isSearchCategory(search.serviceType)
        ? SEARCH_CATEGORY_LABELS[search.serviceType]
        : service.serviceType,
    ),
  };
  const noneFound = results.data !== undefined && results.data.data.length === 0;
  const initialForm = () =>
    initialDirectRequestForm({
      pincode: search.pincode,
      area: area?.district && area.state ? { district: area.district, state: area.state } : null,
      searchLocation: search.locationData,
      lastRequest: lastRequest.data ?? null,
      accountPhone: user?.phone ?? '',
    });

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
    content = (
      <NoRepairersFound
        serviceLabel={serviceLabel}
        pincode={search.pincode}
        sent={openSent}
        onRequest={() => setTarget({ repairer: null })}
      />
    );
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
                onRequest={(repairer) => setTarget({ repairer })}
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
        target={target}
        serviceLabel={serviceLabel}
        pincode={search.pincode}
        subject={subject}
        initialForm={initialForm}
        searchLocation={search.locationData}
        onClose={() => setTarget(null)}
        onSent={(sent) => {
          if (sent.repairer) {
            const id = sent.repairer._id;
            setRequested((previous) => new Set(previous).add(id));
          } else {
            setOpenSent(true);
          }
          setTarget(null);
        }}
      />
    </div>
  );
}
