/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Copy_Failed_TitleInputs */

const en_trip_copy_failed_title = /** @type {(inputs: Trip_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy failed`)
};

const es_trip_copy_failed_title = /** @type {(inputs: Trip_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

const fr_trip_copy_failed_title = /** @type {(inputs: Trip_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La copie a échoué`)
};

/**
* | output |
* | --- |
* | "Copy failed" |
*
* @param {Trip_Copy_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_copy_failed_title = /** @type {((inputs?: Trip_Copy_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Copy_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_copy_failed_title(inputs)
	if (locale === "fr") return fr_trip_copy_failed_title(inputs)
	return en_trip_copy_failed_title(inputs)
});