/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Festival_ThemeInputs */

const en_festival_theme = /** @type {(inputs: Festival_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What began as Harlem Day in ${i?.first} now fills August with gospel and jazz, film, fashion, dance, a health fair and the children's festival, ending on West 135th Street.`)
};

const es_festival_theme = /** @type {(inputs: Festival_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que comenzó como Harlem Day en ${i?.first} hoy llena agosto de gospel y jazz, cine, moda, danza, una feria de salud y el festival infantil, y culmina en West 135th Street.`)
};

const fr_festival_theme = /** @type {(inputs: Festival_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Né sous le nom de Harlem Day en ${i?.first}, le festival remplit aujourd’hui le mois d’août de gospel et de jazz, de cinéma, de mode, de danse, d’un salon de la santé et du festival des enfants, avant de s’achever sur West 135th Street.`)
};

/**
* | output |
* | --- |
* | "What began as Harlem Day in {first} now fills August with gospel and jazz, film, fashion, dance, a health fair and the children's festival, ending on West 13..." |
*
* @param {Festival_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_theme = /** @type {((inputs: Festival_ThemeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_ThemeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_theme(inputs)
	if (locale === "fr") return fr_festival_theme(inputs)
	return en_festival_theme(inputs)
});