import { beforeAll } from 'vitest';
import { i18n, initI18n, NAMESPACES } from '../i18n';

/**
 * Page and component tests render synchronously: every namespace is loaded up front, where the
 * app itself loads most of them on first use (the component suspends until they are there).
 */
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces([...NAMESPACES]);
});
