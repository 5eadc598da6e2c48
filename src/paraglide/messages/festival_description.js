/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, events: NonNullable<unknown>, venues: NonNullable<unknown>, free: NonNullable<unknown> }} Festival_DescriptionInputs */

const en_festival_description = /** @type {(inputs: Festival_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year}: ${i?.events} at ${i?.venues}, ${i?.free} free. Concerts, Harlem Day, the children's festival, film, dance and more.`)
};

const es_festival_description = /** @type {(inputs: Festival_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year}: ${i?.events} en ${i?.venues} (${i?.free} gratis). Conciertos, Harlem Day, el festival infantil, cine, danza y mucho más.`)
};

const fr_festival_description = /** @type {(inputs: Festival_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} : ${i?.events} dans ${i?.venues}, dont ${i?.free} en accès libre. Concerts, Harlem Day, le festival des enfants, cinéma, danse et bien plus.`)
};

/**
* | output |
* | --- |
* | "Harlem Week {year}: {events} at {venues}, {free} free. Concerts, Harlem Day, the children's festival, film, dance and more." |
*
* @param {Festival_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_description = /** @type {((inputs: Festival_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_description(inputs)
	if (locale === "fr") return fr_festival_description(inputs)
	return en_festival_description(inputs)
});