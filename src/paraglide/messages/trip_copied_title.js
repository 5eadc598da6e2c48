/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Copied_TitleInputs */

const en_trip_copied_title = /** @type {(inputs: Trip_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied!`)
};

const es_trip_copied_title = /** @type {(inputs: Trip_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Enlace copiado!`)
};

const fr_trip_copied_title = /** @type {(inputs: Trip_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié !`)
};

/**
* | output |
* | --- |
* | "Link copied!" |
*
* @param {Trip_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_copied_title = /** @type {((inputs?: Trip_Copied_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Copied_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_copied_title(inputs)
	if (locale === "fr") return fr_trip_copied_title(inputs)
	return en_trip_copied_title(inputs)
});