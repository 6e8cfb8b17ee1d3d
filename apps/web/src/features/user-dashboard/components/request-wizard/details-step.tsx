import { CATALOGUE, findIssue, findMainCategory, URGENCIES, type Urgency } from '@gharseva/domain';
import { Sparkles } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select';
import { TextareaField } from '../../../../components/ui/textarea';
import type { WizardAction, WizardState } from '../../utils/wizard-state';
import { formatMoneyRupees, formatPriceRangeLocal } from '../../../../utils/money';
import { useCatalogueText } from '../../../../i18n/catalogue';
import { ContactField } from '../../../../components/request-fields/schedule-fields';
import { VisitSlotFields } from '../../../../components/forms/visit-slot-fields';

/** Step 2, 'Job Details': what, when, how to reach you, and how urgent. */
export function DetailsStep({
  state,
  dispatch,
  locked,
  onEstimate,
  isEstimating,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The service type came with the wizard (a service card): read-only. */
  locked: boolean;
  onEstimate: () => void;
  isEstimating: boolean;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const cat = useCatalogueText();
  const { details, estimate } = state;
  const main = details.serviceType ? findMainCategory(details.serviceType) : undefined;
  const sub = main?.subCategories.find((s) => s.name === details.category);
  const issue =
    main && details.category && details.issue
      ? findIssue(main.name, details.category, details.issue)
      : undefined;

  return (
    <section aria-labelledby="wizard-details-title" className="flex flex-col gap-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t('stepOf', { current: 2, total: 2 })}
        </p>
        <h3
          id="wizard-details-title"
          tabIndex={-1}
          className="mt-1 text-xl font-bold text-slate-900 outline-none"
        >
          {t('details.title')}
        </h3>
      </div>

      <SelectField
        label={t('details.serviceType')}
        placeholder={t('details.serviceTypePlaceholder')}
        options={CATALOGUE.map((c) => ({ value: c.name, label: cat(c.cardLabel) }))}
        value={main?.name ?? details.serviceType}
        disabled={locked}
        hint={locked ? t('details.serviceTypeLocked') : undefined}
        onChange={(event) => dispatch({ type: 'setServiceType', value: event.target.value })}
      />
      <SelectField
        label={t('details.category')}
        placeholder={t('details.categoryPlaceholder')}
        options={(main?.subCategories ?? []).map((s) => ({ value: s.name, label: cat(s.name) }))}
        value={details.category}
        disabled={!main}
        onChange={(event) => dispatch({ type: 'setCategory', value: event.target.value })}
      />
      <SelectField
        label={t('details.issue')}
        placeholder={t('details.issuePlaceholder')}
        options={(sub?.services ?? []).map((s) => ({ value: s.issue, label: cat(s.issue) }))}
        value={details.issue}
        disabled={!sub}
        hint={
          issue
            ? t('details.typicalPrice', {
                range: formatPriceRangeLocal(issue.priceMin, issue.priceMax, issue.unit),
              })
            : undefined
        }
        onChange={(event) => dispatch({ type: 'setIssue', value: event.target.value })}
      />

      <div className="flex flex-col gap-2 rounded-xl bg-accent-50 p-3">
        <Button
          variant="accent"
          fullWidth
          disabled={!details.category || !details.issue}
          isLoading={isEstimating}
          onClick={onEstimate}
        >
          {!isEstimating && <Sparkles className="size-5" aria-hidden="true" />}
          {t('details.estimate')}
        </Button>
        {estimate && (
          <p
            className="text-center text-sm font-semibold text-accent-700"
            data-testid="wizard-estimate"
          >
            {t('details.estimateSaved', { amount: formatMoneyRupees(estimate.quotation) })}
          </p>
        )}
      </div>

      <TextareaField
        label={t('details.description')}
        placeholder={t('details.descriptionPlaceholder')}
        rows={4}
        maxLength={2000}
        value={details.description}
        onChange={(event) =>
          dispatch({ type: 'editDetails', field: 'description', value: event.target.value })
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitSlotFields
          value={{ date: details.date, slot: details.timeSlot }}
          onChange={(value) =>
            dispatch({ type: 'setVisit', date: value.date, timeSlot: value.slot })
          }
        />
        <ContactField
          value={details.contactInfo}
          onChange={(value) => dispatch({ type: 'editDetails', field: 'contactInfo', value })}
        />
        <SelectField
          label={t('details.urgency')}
          options={URGENCIES.map((urgency) => ({
            value: urgency,
            label: t(`common:urgency.${urgency}`),
          }))}
          value={details.urgency}
          onChange={(event) =>
            dispatch({ type: 'setUrgency', value: event.target.value as Urgency })
          }
        />
      </div>
    </section>
  );
}
