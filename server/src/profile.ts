/**
 * Which backend the embedded server plays (issue #19): `full` is Magento with the brand module
 * (magento.graphql + brand-extensions.graphql), `stock` a stock Magento 2.4.8 (magento.graphql only).
 */
export type BackendProfile = 'full' | 'stock';

export const backendProfiles: readonly BackendProfile[] = ['full', 'stock'];

/** BACKEND_PROFILE as set in the environment: unset or empty is `full`; anything else must be a profile name. */
export function parseBackendProfile(value: string | undefined): BackendProfile {
  const text = value?.trim() ?? '';
  if (text === '') return 'full';
  const profile = backendProfiles.find((name) => name === text);
  if (!profile) throw new Error(`BACKEND_PROFILE must be one of ${backendProfiles.join(', ')} (got "${text}").`);
  return profile;
}
