/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Copy_Failed_DescriptionInputs */

const en_trip_copy_failed_description = /** @type {(inputs: Trip_Copy_Failed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please copy the link manually`)
};

const es_trip_copy_failed_description = /** @type {(inputs: Trip_Copy_Failed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia el enlace manualmente`)
};

const fr_trip_copy_failed_description = /** @type {(inputs: Trip_Copy_Failed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez copier le lien manuellement`)
};

/**
* | output |
* | --- |
* | "Please copy the link manually" |
*
* @param {Trip_Copy_Failed_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_copy_failed_description = /** @type {((inputs?: Trip_Copy_Failed_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Copy_Failed_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_copy_failed_description(inputs)
	if (locale === "fr") return fr_trip_copy_failed_description(inputs)
	return en_trip_copy_failed_description(inputs)
});