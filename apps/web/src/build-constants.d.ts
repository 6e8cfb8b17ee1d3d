/** The version every locale file of the build is named with (vite.locales.ts). */
declare const __LOCALES_VERSION__: string;
