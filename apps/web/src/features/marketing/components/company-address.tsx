import { useTranslation } from 'react-i18next';

/** The registered office, one line each: legal name, two address lines and the country. */
export function CompanyAddressLines() {
  const { t } = useTranslation('marketing');
  return (
    <>
      {t('shared.company.legalName')}
      <br />
      {t('shared.company.addressLine1')}
      <br />
      {t('shared.company.addressLine2')}
      <br />
      {t('shared.company.country')}
    </>
  );
}
